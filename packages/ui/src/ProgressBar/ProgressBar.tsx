import {
  I18nProvider,
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { fill, label as labelClass, positive, root, track, value as valueClass } from './ProgressBar.css';

/** @internal */
export const progressBarTones = ['brand', 'positive'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children' | 'isIndeterminate'> {
  /** Visible label ("Subiendo documentos"). */
  label: string;
  /**
   * Show the value text ("60 %") next to the label.
   * @default true
   */
  showValue?: boolean;
  /**
   * Colour of the fill; `positive` when it means completion.
   * @default 'brand'
   */
  tone?: ProgressBarTone;
  /**
   * Locale of the value text.
   * @default 'es-AR'
   */
  locale?: string;
}

/** A determinate progress bar (react-aria ProgressBar) with its label and value. Use Spinner when the amount is unknown. */
/** @public (a library piece reviewed in Storybook) */
export function ProgressBar({
  label,
  showValue = true,
  tone = 'brand',
  locale = 'es-AR',
  className,
  ...props
}: ProgressBarProps) {
  return (
    <I18nProvider locale={locale}>
      <AriaProgressBar {...props} className={[root, className].filter(Boolean).join(' ')}>
        {({ percentage, valueText }) => (
          <>
            <Label className={labelClass}>{label}</Label>
            {showValue && <span className={valueClass}>{valueText}</span>}
            <div className={track}>
              <div
                className={[fill, tone === 'positive' ? positive : ''].filter(Boolean).join(' ')}
                style={{ width: `${percentage ?? 0}%` }}
              />
            </div>
          </>
        )}
      </AriaProgressBar>
    </I18nProvider>
  );
}
