import { Radio, RadioGroup, composeRenderProps, type RadioGroupProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldBaseProps } from '../Field/Field';
import * as s from './StarRating.css';
import { Icon } from '../Icon/Icon';

const STAR_VALUES = [1, 2, 3, 4, 5] as const;

const starWord = (n: number) => `${n} ${n === 1 ? 'estrella' : 'estrellas'}`;

/** "4,5 de 5 estrellas". */
function ratingLabel(value: number): string {
  return `${String(Math.round(value * 10) / 10).replace('.', ',')} de 5 estrellas`;
}

export interface StarRatingProps
  extends Omit<RadioGroupProps, 'children' | 'value' | 'defaultValue' | 'onChange'>, FieldBaseProps {
  /** Chosen rating 1–5, or `null` for none yet. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number) => void;
}

/**
 * Choosing 1–5 stars: a radio group (arrow keys move, each star is named "3 estrellas"), drawn
 * as stars filled up to the chosen one.
 */
export function StarRating({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  className,
  ...props
}: StarRatingProps) {
  return (
    <RadioGroup
      {...props}
      orientation="horizontal"
      {...(value !== undefined ? { value: value === null ? null : String(value) } : {})}
      {...(defaultValue !== undefined && defaultValue !== null ? { defaultValue: String(defaultValue) } : {})}
      onChange={(v) => onChange?.(Number(v))}
      className={composeRenderProps(className, (own) => [s.group, own].filter(Boolean).join(' '))}
    >
      {({ state }) => {
        const chosen = state.selectedValue ? Number(state.selectedValue) : 0;
        return (
          <>
            {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
            <div className={s.stars}>
              {STAR_VALUES.map((n) => (
                <Radio key={n} value={String(n)} aria-label={starWord(n)} className={s.star}>
                  <span aria-hidden="true" className={s.glyph({ filled: n <= chosen })}>
                    <Icon name="star" />
                  </span>
                </Radio>
              ))}
              <span className={s.chosen} aria-hidden="true">
                {chosen > 0 ? `${chosen}/5` : ''}
              </span>
            </div>
            <FieldDescription>{description}</FieldDescription>
            <FieldErrorText>{errorMessage}</FieldErrorText>
          </>
        );
      }}
    </RadioGroup>
  );
}

export interface StarsProps {
  /** Average or single rating, 0–5 (decimals allowed). */
  value: number;
  /** @default 'md' */
  size?: 'sm' | 'md';
}

/** A read-only rating: five stars filled to the nearest half, read out as "4,5 de 5 estrellas". */
export function Stars({ value, size = 'md' }: StarsProps) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span role="img" aria-label={ratingLabel(value)} className={s.readOnly({ size })}>
      {STAR_VALUES.map((n) => {
        const half = n - 0.5 === rounded;
        return (
          <span key={n} aria-hidden="true" className={s.glyph({ filled: n <= rounded, half })}>
            <Icon name="star" />
            {half && <Icon name="star" className={s.halfFill} />}
          </span>
        );
      })}
    </span>
  );
}
