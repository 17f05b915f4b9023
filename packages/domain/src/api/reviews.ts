// Reviews (decision 035): leaving one on a delivered order, someone's summary, one's pending ones.
import { jsonOf, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { ReviewSummary } from '#src/contract';
import type { PendingReview } from '#src/projections';
import { reviewInputSchema, type Review, type ReviewInput } from '#src/schemas/review';

export const reviews = {
  leave: route<Review, ReviewInput>()('POST', '/orders/:id/reviews', { via: 'json', status: 201 }),
  forUser: route<ReviewSummary>()('GET', '/users/:id/reviews'),
  pendingFor: route<readonly PendingReview[]>()('GET', '/reviews/pending'),
};

export const reviewsShapes = (): ShapesOf<typeof reviews> => ({
  leave: jsonOf(reviewInputSchema),
});
