/** Reviews the two parties of a delivered order leave each other (`reviews`). */
import type { DocumentAccess } from '#src/documents-unit';
import { addUnless, changeWhere, newestStoredFirst } from '#src/repositories/lists';
import type { Repositories } from '@cg/domain/ports/repositories';
import type { Review } from '@cg/domain/schemas/review';
import { reviewsDocument } from '#src/storage/documents';

export function browserReviews(d: DocumentAccess): Repositories['reviews'] {
  const newestWhere = async (picked: (r: Review) => boolean) =>
    newestStoredFirst((await d.get(reviewsDocument)).filter(picked));
  return {
    add: (review) =>
      addUnless(d, reviewsDocument, review, (r) => r.orderId === review.orderId && r.authorId === review.authorId),
    aboutUser: (userId) => newestWhere((r) => r.subjectId === userId),
    async byAuthor(userId) {
      return (await d.get(reviewsDocument)).filter((r) => r.authorId === userId);
    },
    forOrder: (orderId) => newestWhere((r) => r.orderId === orderId),
    async renameAuthor(authorId, name) {
      await changeWhere(
        d,
        reviewsDocument,
        (r) => r.authorId === authorId,
        (r) => ({ ...r, authorName: name }),
      );
    },
  };
}
