import { useState, type FormEvent, type HTMLAttributes } from 'react';
import { Button } from '../Button/Button';
import { Stars, StarRating } from '../StarRating/StarRating';
import { TextArea } from '../TextArea/TextArea';
import * as s from './ReviewForm.css';

export interface ReviewValues {
  rating: number;
  comment: string;
}

export type ReviewFieldErrors = Partial<Record<keyof ReviewValues, string>>;

/** Same limit and texts as the domain's review schema (`REVIEW_COMMENT_MAX`, `REVIEW_FIELD_MESSAGES`). */
const REVIEW_FORM_COMMENT_MAX = 1000;
const reviewFormMessages = {
  rating: 'Elige una calificación de 1 a 5 estrellas.',
  comment: 'Escribe un comentario.',
} as const;

/** Who is rating whom: the buyer rates the traveller, the traveller the buyer. @internal */
export const reviewFormRoles = ['buyer', 'traveller'] as const;
export type ReviewFormRole = (typeof reviewFormRoles)[number];

export interface ReviewFormProps extends Omit<HTMLAttributes<HTMLElement>, 'onSubmit'> {
  /** Name of the person being rated ("Carlos M."). */
  subjectName: string;
  /** What the order was, shown under the title. */
  productName?: string;
  /** The author's side of the order; words the title. @default 'buyer' */
  role?: ReviewFormRole;
  /** Called with valid values; the site calls `reviews.leave`. */
  onSubmit: (values: ReviewValues) => void | Promise<void>;
  /** While the review is being saved. @default false */
  isPending?: boolean;
  /** Errors the domain returned (its `fieldErrors`), shown on the fields. */
  fieldErrors?: ReviewFieldErrors;
  /** The review already left (once per order): shows it instead of the form. */
  submitted?: ReviewValues | null;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** Rating the other party of a completed delivery: 1–5 stars and a comment, once. */
export function ReviewForm({
  subjectName,
  productName,
  role = 'buyer',
  onSubmit,
  isPending = false,
  fieldErrors,
  submitted,
  headingLevel = 2,
  className,
  ...props
}: ReviewFormProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [local, setLocal] = useState<ReviewFieldErrors>({});
  const Heading = `h${headingLevel}` as const;
  const title = role === 'buyer' ? `Califica al viajero ${subjectName}` : `Califica a ${subjectName}, quien compró`;
  const errors = { ...fieldErrors, ...local };
  const cls = [s.root, className].filter(Boolean).join(' ');

  if (submitted) {
    return (
      <section {...props} aria-label={title} className={cls} data-state="submitted">
        <Heading className={s.title}>Gracias por tu reseña</Heading>
        <p className={s.muted}>
          Calificaste a {subjectName}
          {productName ? ` por ${productName}` : ''}.
        </p>
        <Stars value={submitted.rating} />
        <blockquote className={s.quote}>{submitted.comment}</blockquote>
      </section>
    );
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const text = comment.trim();
    const next: ReviewFieldErrors = {};
    if (!rating) next.rating = reviewFormMessages.rating;
    if (!text) next.comment = reviewFormMessages.comment;
    setLocal(next);
    if (!rating || !text) return;
    void onSubmit({ rating, comment: text });
  }

  return (
    <section {...props} aria-label={title} className={cls}>
      <Heading className={s.title}>{title}</Heading>
      {productName && <p className={s.muted}>{productName}</p>}
      <form className={s.form} onSubmit={submit} noValidate>
        <StarRating
          label="Calificación"
          isRequired
          value={rating}
          onChange={(v) => {
            setRating(v);
            setLocal((l) => ({ ...l, rating: undefined }));
          }}
          isInvalid={Boolean(errors.rating)}
          errorMessage={errors.rating}
          isDisabled={isPending}
        />
        <TextArea
          label="Comentario"
          isRequired
          placeholder="¿Cómo fue la entrega? ¿Lo recomendarías?"
          maxLength={REVIEW_FORM_COMMENT_MAX}
          value={comment}
          onChange={(v) => {
            setComment(v);
            setLocal((l) => ({ ...l, comment: undefined }));
          }}
          isInvalid={Boolean(errors.comment)}
          errorMessage={errors.comment}
          isDisabled={isPending}
        />
        <Button type="submit" isPending={isPending} pendingLabel="Enviando reseña...">
          Enviar reseña
        </Button>
      </form>
    </section>
  );
}
