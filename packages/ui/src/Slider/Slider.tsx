import {
  I18nProvider,
  Label,
  Slider as AriaSlider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  composeRenderProps,
  type SliderProps as AriaSliderProps,
} from 'react-aria-components';
import { formatWholeCents } from '../EscrowSummary/EscrowSummary.format';
import { fill, label as labelClass, limits, output, slider, thumb, track } from './Slider.css';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'children'> {
  /**
   * Visible label.
   * @default 'Recompensa'
   */
  label?: string;
  /**
   * ISO currency of the values, written as the rest of the product writes money ("US$ 25") and
   * read so by screen readers.
   * @default 'USD'
   */
  currency?: string;
  /**
   * Locale of the value read by screen readers.
   * @default 'es-AR'
   */
  locale?: string;
  /**
   * Lowest value (the spec's reward starts at 10).
   * @default 10
   */
  minValue?: number;
  /**
   * Highest value.
   * @default 500
   */
  maxValue?: number;
  /**
   * Increment for keyboard and pointer.
   * @default 5
   */
  step?: number;
  /**
   * Initial value when uncontrolled.
   * @default 25
   */
  defaultValue?: number;
  /** Form field name; a hidden input carries the value. */
  name?: string;
  /**
   * Show the minimum and maximum under the track.
   * @default true
   */
  showLimits?: boolean;
}

/** A single-thumb slider with its value written out (the reward: US$ 10–500, step 5, default 25). */
export function Slider({
  label = 'Recompensa',
  currency = 'USD',
  locale = 'es-AR',
  minValue = 10,
  maxValue = 500,
  step = 5,
  defaultValue = 25,
  name,
  showLimits = true,
  className,
  ...props
}: SliderProps) {
  const format = (n: number) => formatWholeCents(n * 100, currency);
  return (
    <I18nProvider locale={locale}>
      <AriaSlider
        {...props}
        minValue={minValue}
        maxValue={maxValue}
        step={step}
        formatOptions={{ style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }}
        defaultValue={props.value === undefined ? defaultValue : undefined}
        className={composeRenderProps(className, (own) => [slider, own].filter(Boolean).join(' '))}
      >
        <Label className={labelClass}>{label}</Label>
        <SliderOutput className={output}>{({ state }) => format(state.getThumbValue(0))}</SliderOutput>
        <SliderTrack className={track}>
          {({ state }) => (
            <>
              <span className={fill} style={{ width: `calc(${state.getThumbPercent(0) * 100}% + 14px)` }} />
              <SliderThumb className={thumb} name={name} />
            </>
          )}
        </SliderTrack>
        {showLimits && (
          <div className={limits} aria-hidden="true">
            <span>{format(minValue)}</span>
            <span>{format(maxValue)}</span>
          </div>
        )}
      </AriaSlider>
    </I18nProvider>
  );
}
