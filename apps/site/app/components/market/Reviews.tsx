// Reviews on the site: after a completed delivery each side rates the other once
// (reviews.pendingFor / leave).
import { useEffect, useState } from 'react';
import type { PendingReview } from '@cg/domain';
import { ReviewForm, type ReviewFieldErrors, type ReviewValues } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { toFormFailure } from '#app/lib/forms';
import { toast, toastError } from '#app/lib/toast';

/** One order to rate: the form, then the review left. */
function PendingReviewForm({
  pending,
  userId,
  headingLevel,
}: {
  pending: PendingReview;
  userId: string;
  headingLevel: 2 | 3;
}) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const [left, setLeft] = useState<ReviewValues | null>(null);

  async function submit(values: ReviewValues) {
    setBusy(true);
    try {
      const review = await getMarketplace().reviews.leave({ id: userId }, pending.request.id, values);
      setLeft({ rating: review.rating, comment: review.comment });
      toast({
        title: 'Reseña enviada',
        description: `Gracias por calificar a ${pending.subjectName}.`,
        variant: 'success',
      });
    } catch (error) {
      const failure = toFormFailure(error);
      setErrors(failure.fieldErrors);
      toastError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ReviewForm
      subjectName={pending.subjectName}
      productName={pending.request.productName}
      role={pending.role}
      onSubmit={submit}
      isPending={busy}
      fieldErrors={errors}
      submitted={left}
      headingLevel={headingLevel}
    />
  );
}

/**
 * The deliveries `userId` can still rate (as buyer or traveller); renders nothing when there
 * are none. `orderId` limits it to one order (the order page).
 */
export function PendingReviews({
  userId,
  orderId,
  headingLevel = 2,
  deliveries = '',
}: {
  userId: string | null | undefined;
  orderId?: string;
  headingLevel?: 2 | 3;
  /**
   * What the page knows of the person's completed deliveries (their ids): when it changes, a
   * delivery completed while the page was open is asked for again and its form appears without a
   * reload (issue 35 item 10, decision 017). Pass it from the page's loader data, which the live
   * changes reload.
   */
  deliveries?: string;
}) {
  const [pending, setPending] = useState<readonly PendingReview[]>([]);

  useEffect(() => {
    if (!userId) return;
    let alive = true;
    // A form, once shown, stays (showing the review left after sending) instead of vanishing when
    // the store changes: a later load only adds the deliveries that were not there yet.
    void getMarketplace()
      .reviews.pendingFor({ id: userId })
      .then(
        (list) =>
          alive &&
          setPending((shown) => {
            const keyOf = (p: PendingReview) => `${p.request.id}-${p.role}`;
            const had = new Set(shown.map(keyOf));
            const added = list.filter((p) => (!orderId || p.request.id === orderId) && !had.has(keyOf(p)));
            return added.length === 0 ? shown : [...shown, ...added];
          }),
      );
    return () => {
      alive = false;
    };
  }, [userId, orderId, deliveries]);

  if (!userId || pending.length === 0) return null;
  return (
    <section aria-label="Califica tus entregas" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {pending.map((p) => (
        <PendingReviewForm key={`${p.request.id}-${p.role}`} pending={p} userId={userId} headingLevel={headingLevel} />
      ))}
    </section>
  );
}
