import { ProgressBar } from 'react-aria-components';
import { circle, root } from './Spinner.css';

/** @internal */
export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /**
   * What is loading; read by screen readers, and shown when `showLabel`.
   * @default 'Cargando...'
   */
  label?: string;
  /**
   * Write the label next to the spinner (the delivery page shows "Cargando...").
   * @default false
   */
  showLabel?: boolean;
  /**
   * Diameter.
   * @default 'md'
   */
  size?: SpinnerSize;
  className?: string;
}

/** An indeterminate progress indicator (react-aria ProgressBar, `role=progressbar`). */
/** @public (a library piece reviewed in Storybook) */
export function Spinner({ label = 'Cargando...', showLabel = false, size, className }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={[root, className].filter(Boolean).join(' ')}>
      <span className={circle({ size })} aria-hidden="true" />
      {showLabel && <span aria-hidden="true">{label}</span>}
    </ProgressBar>
  );
}
