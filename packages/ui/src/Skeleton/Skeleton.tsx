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
export function Skeleton({ shape = 'line', width, height, className }: SkeletonProps) {
  // No `style` attribute unless a size is given (the full width is the class's).
  const sized = width !== undefined || height !== undefined;
  return (
    <span
      aria-hidden="true"
      className={[s.shape({ shape }), className].filter(Boolean).join(' ')}
      style={sized ? { width, height } : undefined}
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
              <Skeleton className={s.width.w40} />
              <Skeleton className={`${s.width.w85} ${s.title}`} />
              <div className={s.row}>
                <Skeleton className={s.width.w35} />
                <Skeleton className={s.width.w25} />
              </div>
              <div className={s.row}>
                <Skeleton className={s.width.w30} />
                <Skeleton className={s.width.w30} />
              </div>
              <Skeleton shape="block" className={s.action} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
