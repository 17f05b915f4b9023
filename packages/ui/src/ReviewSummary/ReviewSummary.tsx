import type { HTMLAttributes } from 'react';
import { Stars } from '../StarRating/StarRating';
import * as s from './ReviewSummary.css';

/** One review to show, already formatted by the site. */
export interface ReviewSummaryItem {
  id: string;
  authorName: string;
  rating: number;
  comment: string;
  /** What the order was. */
  productName?: string;
  /** Already formatted date ("12/11/2026"). */
  date: string;
}

export interface ReviewSummaryProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Average to one decimal, as `reviews.forUser` returns it (0 with no reviews). */
  average: number;
  count: number;
  /** Newest first. */
  recent: readonly ReviewSummaryItem[];
  /** @default 'Reseñas' */
  title?: string;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3;
}

const one = (n: number) => String(n).replace('.', ',');

/** A person's real reviews: average, how many, and the most recent ones. */
/** @public (a library piece reviewed in Storybook) */
export function ReviewSummary({
  average,
  count,
  recent,
  title = 'Reseñas',
  headingLevel = 2,
  className,
  ...props
}: ReviewSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  const Item = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section {...props} aria-label={title} className={[s.root, className].filter(Boolean).join(' ')}>
      <Heading className={s.title}>{title}</Heading>
      {count === 0 ? (
        <p className={s.muted}>Todavía no tiene reseñas. Aparecen después de cada entrega completada.</p>
      ) : (
        <>
          <p className={s.average}>
            <span className={s.averageNumber}>{one(average)}</span>
            <Stars value={average} />
            <span className={s.muted}>
              {count} {count === 1 ? 'reseña' : 'reseñas'}
            </span>
          </p>
          <ul className={s.list}>
            {recent.map((r) => (
              <li key={r.id} className={s.item}>
                <div className={s.itemHeader}>
                  <Item className={s.author}>{r.authorName}</Item>
                  <Stars value={r.rating} size="sm" />
                </div>
                <p className={s.comment}>{r.comment}</p>
                <p className={s.muted}>
                  {r.productName ? `${r.productName} · ` : ''}
                  {r.date}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
