import { GUEST_USER_ID } from '#src/constants';
import { DomainError, MESSAGES } from '#src/errors';
import { shortNameOf } from '#src/rules/lifecycle';
import { type Actor, fieldErrorsOf } from '#src/schemas/common';
import type { ProductRequest } from '#src/schemas/product-request';
import { type Review, type ReviewInput, reviewInputSchema } from '#src/schemas/review';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, notificationWrite } from '#src/services/notifications';
import { put } from '#src/storage/store';

/** Reviews shown as "recent" on a profile. */
const RECENT_REVIEWS = 5;

export interface ReviewSummary {
  /** Average rating to one decimal (4.5); 0 when there are none. */
  readonly average: number;
  readonly count: number;
  /** Newest first, at most `RECENT_REVIEWS`. */
  readonly recent: readonly Review[];
}

export interface PendingReview {
  readonly request: ProductRequest;
  /** The actor's side in the order. */
  readonly role: Review['authorRole'];
  /** Who the actor would rate. */
  readonly subjectId: string;
  readonly subjectName: string;
}

const byNewest = (a: Review, b: Review) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0);

/** Average, count and the recent reviews of `userId` among `reviews` (pure). */
function reviewSummaryOf(reviews: readonly Review[], userId: string, recent = RECENT_REVIEWS): ReviewSummary {
  const mine = reviews
    .filter((r) => r.subjectId === userId)
    .reverse()
    .sort(byNewest);
  const sum = mine.reduce((s, r) => s + r.rating, 0);
  return {
    average: mine.length === 0 ? 0 : Math.round((sum / mine.length) * 10) / 10,
    count: mine.length,
    recent: mine.slice(0, recent),
  };
}

/** The actor's side in a completed order they can still review, or null. */
function sideOf(request: ProductRequest, userId: string): Review['authorRole'] | null {
  // A guest buyer has no account to rate or to be rated.
  if (request.status !== 'completed' || request.acceptedBy === null || request.userId === GUEST_USER_ID) return null;
  if (request.userId === userId) return 'buyer';
  if (request.acceptedBy === userId) return 'traveller';
  return null;
}

export function createReviewsService(ctx: Context) {
  const { store, docs, deps } = ctx;

  return {
    /**
     * After a completed delivery the buyer rates the traveller and the traveller the buyer, once
     * each. Errors: 'Acción requerida' (visitor), 'Pedido no encontrado', 'Acción no permitida'
     * (not a party / not completed yet), 'Reseña ya enviada', 'Reseña incompleta'.
     */
    async leave(actor: Actor, orderId: string, input: ReviewInput): Promise<Review> {
      const user = await ctx.requireUser(actor, 'login_required', 'reviewLoginRequired');
      const parsed = reviewInputSchema.safeParse(input);
      if (!parsed.success) {
        const [t, d] = MESSAGES.reviewInvalid;
        throw new DomainError('validation', t, d, fieldErrorsOf(parsed.error));
      }
      return deps.mutex.run('data', async () => {
        const request =
          (await store.read(docs.requests)).find((r) => r.id === orderId) ?? ctx.fail('not_found', 'notFound');
        if (request.userId !== user.id && request.acceptedBy !== user.id)
          return ctx.fail('forbidden', 'reviewForbidden');
        const role = sideOf(request, user.id) ?? ctx.fail('invalid_transition', 'reviewNotCompleted');
        const reviews = await store.read(docs.reviews);
        if (reviews.some((r) => r.orderId === orderId && r.authorId === user.id))
          return ctx.fail('already_reviewed', 'alreadyReviewed');
        const subjectId =
          (role === 'buyer' ? request.acceptedBy : request.userId) ??
          ctx.fail('invalid_transition', 'reviewNotCompleted');
        const review: Review = {
          id: deps.random.id(),
          orderId,
          authorId: user.id,
          authorName: shortNameOf(user),
          authorRole: role,
          subjectId,
          rating: parsed.data.rating,
          comment: parsed.data.comment,
          productName: request.productName,
          createdAt: ctx.now(),
        };
        const notify = await notificationWrite(ctx, [
          NOTIFICATION_TEXTS.reviewReceived({
            subjectId,
            orderId,
            authorName: review.authorName,
            rating: review.rating,
            productName: request.productName,
          }),
        ]);
        await store.write([put(docs.reviews, [...reviews, review]), ...notify]);
        return review;
      });
    },

    /** What a profile shows: average (1 decimal), count and recent reviews received by `userId`. */
    async forUser(userId: string): Promise<ReviewSummary> {
      return reviewSummaryOf(await store.read(docs.reviews), userId);
    },

    /** Completed orders the actor took part in and has not reviewed yet, newest first. */
    async pendingFor(actor: Actor): Promise<readonly PendingReview[]> {
      if (actor === null) return [];
      const user = await ctx.findUser(actor.id);
      if (!user) return [];
      const [requests, reviews, users] = await Promise.all([
        store.read(docs.requests),
        store.read(docs.reviews),
        store.read(docs.users),
      ]);
      const out: PendingReview[] = [];
      for (const request of requests) {
        const role = sideOf(request, user.id);
        if (role === null || reviews.some((r) => r.orderId === request.id && r.authorId === user.id)) continue;
        const subjectId = role === 'buyer' ? request.acceptedBy : request.userId;
        if (subjectId === null) continue;
        const subject = users.find((u) => u.id === subjectId);
        const subjectName = subject ? shortNameOf(subject) : role === 'buyer' ? (request.acceptedByName ?? '') : '';
        out.push({ request, role, subjectId, subjectName });
      }
      return out.sort((a, b) => ((a.request.completedAt ?? '') < (b.request.completedAt ?? '') ? 1 : -1));
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
