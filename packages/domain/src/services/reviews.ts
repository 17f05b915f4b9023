import { GUEST_USER_ID } from '#src/constants';
import { DomainError, MESSAGES } from '#src/errors';
import { shortNameOf } from '#src/rules/lifecycle';
import { fieldErrorsOf, userIdOf } from '#src/schemas/common';
import type { ReviewSummary, ReviewsArea } from '#src/contract';
import { orderView, type PendingReview } from '#src/projections';
import type { ProductRequest } from '#src/schemas/product-request';
import { type Review, reviewInputSchema } from '#src/schemas/review';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, notificationWrite } from '#src/services/notifications';
import { put } from '#src/storage/store';

/** Reviews shown as "recent" on a profile. */
const RECENT_REVIEWS = 5;

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

export function createReviewsService(ctx: Context): ReviewsArea {
  const { store, docs, deps } = ctx;

  return {
    /**
     * After a completed delivery the buyer rates the traveller and the traveller the buyer, once
     * each. Errors: 'Acción requerida' (visitor), 'Pedido no encontrado', 'Acción no permitida'
     * (not a party / not completed yet), 'Reseña ya enviada', 'Reseña incompleta'.
     */
    async leave(actor, orderId, input) {
      const user = await ctx.requireUser(actor, 'login_required', 'reviewLoginRequired');
      const parsed = reviewInputSchema.safeParse(input);
      if (!parsed.success) {
        const [t, d] = MESSAGES.reviewInvalid;
        throw new DomainError('validation', t, d, fieldErrorsOf(parsed.error));
      }
      return ctx.exclusive(async () => {
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
        await store.write([put(docs.reviews, [...reviews, review]), ...notify.entries]);
        ctx.publish({ topic: 'reviews', ids: [review.id], audience: 'everyone' }, notify.change);
        return review;
      });
    },

    /** What a profile shows: average (1 decimal), count and recent reviews received by `userId`. */
    async forUser(_actor, userId) {
      return reviewSummaryOf(await store.read(docs.reviews), userId);
    },

    /** Both reviews of one order (none, one or two). */
    async forOrder(_actor, orderId) {
      return (await store.read(docs.reviews))
        .filter((r) => r.orderId === orderId)
        .reverse()
        .sort(byNewest);
    },

    /** Completed orders the actor took part in and has not reviewed yet, newest first. */
    async pendingFor(actor) {
      const id = userIdOf(actor);
      if (id === null) return [];
      const user = await ctx.findUser(id);
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
        out.push({ request: orderView(request, user.id), role, subjectId, subjectName });
      }
      return out.sort((a, b) => ((a.request.completedAt ?? '') < (b.request.completedAt ?? '') ? 1 : -1));
    },
  };
}
