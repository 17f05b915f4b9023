import { GUEST_USER_ID } from '#src/constants';
import { DomainError, MESSAGES } from '#src/errors';
import { shortNameOf } from '#src/rules/lifecycle';
import { fieldErrorsOf, userIdOf } from '#src/schemas/common';
import type { ReviewSummary, ReviewsArea } from '#src/contract';
import { orderView, type PendingReview } from '#src/projections';
import type { ProductRequest } from '#src/schemas/product-request';
import { type Review, reviewInputSchema } from '#src/schemas/review';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, notify } from '#src/services/notifications';

/** Reviews shown as "recent" on a profile. */
const RECENT_REVIEWS = 5;

/** Average, count and the recent reviews, of reviews newest first (pure). */
function reviewSummaryOf(newestFirst: readonly Review[], recent = RECENT_REVIEWS): ReviewSummary {
  const sum = newestFirst.reduce((s, r) => s + r.rating, 0);
  return {
    average: newestFirst.length === 0 ? 0 : Math.round((sum / newestFirst.length) * 10) / 10,
    count: newestFirst.length,
    recent: newestFirst.slice(0, recent),
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
      return ctx.transaction(async (tx, changed) => {
        const request = (await tx.requests.byId(orderId)) ?? ctx.fail('not_found', 'notFound');
        if (request.userId !== user.id && request.acceptedBy !== user.id)
          return ctx.fail('forbidden', 'reviewForbidden');
        const role = sideOf(request, user.id) ?? ctx.fail('invalid_transition', 'reviewNotCompleted');
        const subjectId =
          (role === 'buyer' ? request.acceptedBy : request.userId) ??
          ctx.fail('invalid_transition', 'reviewNotCompleted');
        const review: Review = {
          id: ctx.deps.random.id(),
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
        // One per author and order (a unique index in SQL): the second is refused.
        if (!(await tx.reviews.add(review))) return ctx.fail('already_reviewed', 'alreadyReviewed');
        const news = await notify(ctx, tx, [
          NOTIFICATION_TEXTS.reviewReceived({
            subjectId,
            orderId,
            authorName: review.authorName,
            rating: review.rating,
            productName: request.productName,
          }),
        ]);
        changed({ topic: 'reviews', ids: [review.id], audience: 'everyone' }, news);
        return review;
      });
    },

    /** What a profile shows: average (1 decimal), count and recent reviews received by `userId`. */
    async forUser(_actor, userId) {
      return reviewSummaryOf(await ctx.read((r) => r.reviews.aboutUser(userId)));
    },

    /** Completed orders the actor took part in and has not reviewed yet, newest first. */
    async pendingFor(actor) {
      const id = userIdOf(actor);
      if (id === null) return [];
      return ctx.read(async (r) => {
        const user = await r.users.byId(id);
        if (!user) return [];
        const [orders, written] = await Promise.all([
          r.requests.list({ party: user.id, status: 'completed' }),
          r.reviews.byAuthor(user.id),
        ]);
        const reviewed = new Set(written.map((w) => w.orderId));
        const open = orders.flatMap((request) => {
          const role = sideOf(request, user.id);
          const subjectId = role === 'buyer' ? request.acceptedBy : request.userId;
          return role === null || subjectId === null || reviewed.has(request.id) ? [] : [{ request, role, subjectId }];
        });
        const subjects = await r.users.byIds(open.map((o) => o.subjectId));
        const out: PendingReview[] = open.map(({ request, role, subjectId }) => {
          const subject = subjects.find((u) => u.id === subjectId);
          const subjectName = subject ? shortNameOf(subject) : role === 'buyer' ? (request.acceptedByName ?? '') : '';
          return { request: orderView(request, user.id), role, subjectId, subjectName };
        });
        return out.sort((a, b) => ((a.request.completedAt ?? '') < (b.request.completedAt ?? '') ? 1 : -1));
      });
    },
  };
}
