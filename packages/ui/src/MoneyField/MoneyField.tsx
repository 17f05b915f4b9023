import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { Input, TextField, type Key, type ValidationResult } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles } from '../Field/Field';
import { Select } from '../Select/Select';
import {
  amount as amountClass,
  currency as currencyClass,
  group,
  input,
  invalid as invalidClass,
  row,
} from './MoneyField.css';

/** The currencies a request can be priced in (spec §3). @internal */
export const moneyCurrencies = ['USD', 'EUR', 'GBP', 'JPY', 'BRL', 'CAD', 'AUD'] as const;
export type MoneyCurrency = (typeof moneyCurrencies)[number];

export interface MoneyFieldProps {
  /** Visible label of the amount (e.g. "Precio estimado"). */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Message shown while invalid. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The amount as typed (controlled). */
  amountText?: string;
  /** Initial text of the amount when uncontrolled. */
  defaultAmountText?: string;
  /**
   * Every change of the amount's text. The field does not read it as a number: the caller does,
   * with the domain's rule (`parseAmount` in @cg/domain), so the form, the live estimate and the
   * server agree on what "1.599" means.
   */
  onAmountTextChange?: (text: string) => void;
  /**
   * Rewrites the text when the field loses focus, to show back the amount it was read as
   * ("159.99" → "159,99"); return the text unchanged when it is not an amount.
   */
  formatOnBlur?: (text: string) => string;
  /** Called with the text when the field loses focus (after `formatOnBlur`). */
  onAmountBlur?: (text: string) => void;
  /** Currency (controlled). */
  currency?: MoneyCurrency;
  /**
   * Initial currency when uncontrolled.
   * @default 'USD'
   */
  defaultCurrency?: MoneyCurrency;
  onCurrencyChange?: (currency: MoneyCurrency) => void;
  /**
   * Currencies offered, in order.
   * @default moneyCurrencies
   */
  currencies?: readonly MoneyCurrency[];
  /**
   * Accessible label of the currency picker.
   * @default 'Moneda'
   */
  currencyLabel?: string;
  /** Form name of the amount. */
  name?: string;
  /** Form name of the currency. */
  currencyName?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/**
 * An amount with its currency: a text box for the amount (decimal keyboard on phones) next to a
 * currency Select. People type "159.99" or "159,99" alike, so the box keeps the text as typed and
 * the caller reads it (`onAmountTextChange`) and shows it back formatted (`formatOnBlur`).
 */
export function MoneyField({
  label,
  description,
  errorMessage,
  amountText,
  defaultAmountText = '',
  onAmountTextChange,
  formatOnBlur,
  onAmountBlur,
  currency,
  defaultCurrency = 'USD',
  onCurrencyChange,
  currencies = moneyCurrencies,
  currencyLabel = 'Moneda',
  name,
  currencyName,
  isRequired,
  isInvalid,
  isDisabled,
  className,
}: MoneyFieldProps) {
  const groupId = useId();
  const [ownText, setOwnText] = useState(defaultAmountText);
  const text = amountText ?? ownText;
  const change = (next: string) => {
    if (amountText === undefined) setOwnText(next);
    onAmountTextChange?.(next);
  };
  return (
    <div role="group" aria-labelledby={`${groupId}-label`} className={[group, className].filter(Boolean).join(' ')}>
      <div className={row}>
        <TextField
          className={[fieldStyles.field, amountClass].join(' ')}
          value={text}
          onChange={change}
          onBlur={() => {
            const shown = formatOnBlur ? formatOnBlur(text) : text;
            if (shown !== text) change(shown);
            onAmountBlur?.(shown);
          }}
          inputMode="decimal"
          autoComplete="off"
          name={name}
          isRequired={isRequired}
          isInvalid={isInvalid}
          isDisabled={isDisabled}
        >
          <FieldLabel isRequired={isRequired}>
            <span id={`${groupId}-label`}>{label}</span>
          </FieldLabel>
          <Input className={[fieldStyles.control, input, isInvalid ? invalidClass : ''].filter(Boolean).join(' ')} />
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </TextField>
        <Select<{ id: MoneyCurrency; label: string }>
          className={currencyClass}
          label={currencyLabel}
          options={currencies.map((c) => ({ id: c, label: c }))}
          value={currency}
          defaultValue={currency === undefined ? defaultCurrency : undefined}
          onChange={(key: Key | null) => key !== null && onCurrencyChange?.(key as MoneyCurrency)}
          name={currencyName}
          isDisabled={isDisabled}
          isRequired={isRequired}
        />
      </div>
    </div>
  );
}
