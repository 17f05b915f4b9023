import type { ReactNode } from 'react';
import { useId } from 'react';
import { I18nProvider, Input, NumberField, type Key, type ValidationResult } from 'react-aria-components';
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
  /** Amount (controlled). `NaN` means empty. */
  amount?: number;
  /** Initial amount when uncontrolled. */
  defaultAmount?: number;
  onAmountChange?: (amount: number) => void;
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
  /**
   * Smallest amount.
   * @default 0
   */
  minValue?: number;
  /**
   * Amount increment (cents).
   * @default 0.01
   */
  step?: number;
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /**
   * Locale for typing and showing the amount ("1.234,56" in es-AR).
   * @default 'es-AR'
   */
  locale?: string;
  className?: string;
}

/** An amount with its currency: a react-aria NumberField (2 decimals, es-AR) next to a currency Select. */
export function MoneyField({
  label,
  description,
  errorMessage,
  amount,
  defaultAmount,
  onAmountChange,
  currency,
  defaultCurrency = 'USD',
  onCurrencyChange,
  currencies = moneyCurrencies,
  currencyLabel = 'Moneda',
  name,
  currencyName,
  minValue = 0,
  step = 0.01,
  isRequired,
  isInvalid,
  isDisabled,
  locale = 'es-AR',
  className,
}: MoneyFieldProps) {
  const groupId = useId();
  return (
    <I18nProvider locale={locale}>
      <div role="group" aria-labelledby={`${groupId}-label`} className={[group, className].filter(Boolean).join(' ')}>
        <div className={row}>
          <NumberField
            className={[fieldStyles.field, amountClass].join(' ')}
            value={amount}
            defaultValue={defaultAmount}
            onChange={onAmountChange}
            minValue={minValue}
            step={step}
            formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
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
          </NumberField>
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
    </I18nProvider>
  );
}
