import type { Review } from '#src/schemas/review';

export interface ReviewsRepository {
  /** False when the author already reviewed the order (unique (order, author) in SQL). */
  add(review: Review): Promise<boolean>;
  /** Newest first. */
  aboutUser(userId: string): Promise<Review[]>;
  byAuthor(userId: string): Promise<Review[]>;
  /** Newest first. */
  forOrder(orderId: string): Promise<Review[]>;
  /** Renames the author of every review `authorId` wrote (their account was deleted). */
  renameAuthor(authorId: string, name: string): Promise<void>;
}
