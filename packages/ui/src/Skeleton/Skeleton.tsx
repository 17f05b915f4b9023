import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as s from './Skeleton.css';

/** @internal */
export const skeletonShapes = ['line', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /**
   * `line`: a line of text (1em high); `block`: an image or a panel; `circle`: an avatar.
   * @default 'line'
   */
  shape?: SkeletonShape;
  /**
   * Width as CSS (`'60%'`, `'8rem'`).
   * @default '100%'
   */
  width?: string | number;
  /** Height as CSS; `line` takes the text's height, `circle` its width. */
  height?: string | number;
  className?: string;
}

/**
 * A grey placeholder where content is about to appear, with a slow shimmer (still when the
 * visitor asks for reduced motion). Hidden from screen readers: the region it sits in says
 * "Cargando…" once, in words.
 */
/** @public (a library piece reviewed in Storybook) */
export function Skeleton({ shape = 'line', width = '100%', height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[s.shape({ shape }), className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}

export interface RequestCardSkeletonProps {
  /**
   * How many placeholder cards to show.
   * @default 6
   */
  count?: number;
  /**
   * What screen readers hear, once, while it shows.
   * @default 'Cargando…'
   */
  label?: string;
  className?: string;
}

/**
 * A grid of placeholders shaped like request cards (image, title, facts, button), for a list
 * that is loading. A polite `role=status` says the label once; the shapes are hidden from
 * screen readers.
 */
export function RequestCardSkeleton({ count = 6, label = 'Cargando…', className }: RequestCardSkeletonProps) {
  return (
    <div className={className}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <ul className={s.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={s.card}>
            <Skeleton shape="block" className={s.media} />
            <div className={s.body}>
              <Skeleton width="40%" />
              <Skeleton width="85%" height="1.5em" />
              <div className={s.row}>
                <Skeleton width="35%" />
                <Skeleton width="25%" />
              </div>
              <div className={s.row}>
                <Skeleton width="30%" />
                <Skeleton width="30%" />
              </div>
              <Skeleton shape="block" height="2.5rem" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
