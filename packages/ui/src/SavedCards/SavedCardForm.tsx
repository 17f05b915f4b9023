import type { FormEvent } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { CardExpiryField } from './CardExpiryField';
import * as s from './SavedCards.css';

/** What the person typed, handed to the provider's SDK (never to our server). */
export interface SavedCardFormValues {
  readonly cardNumber: string;
  readonly cardExpiry: string;
  readonly cardCvv: string;
  readonly cardholderName: string;
}

export interface SavedCardFormProps {
  /** Called with the typed card; the page tokenises it with the provider's SDK. */
  onSubmit: (values: SavedCardFormValues) => void;
  /**
   * The card is being saved.
   * @default false
   */
  isPending?: boolean;
  /** Why the last try failed ("Tarjeta rechazada"…), said above the fields. */
  failure?: { readonly title: string; readonly description: string } | null;
  /** A message per field name, when what was typed is not a card. */
  fieldErrors?: Readonly<Partial<Record<keyof SavedCardFormValues, string>>>;
  /** A hint under the heading (the test cards in the demo). */
  hint?: string;
}

/**
 * Adds a card: its number, expiry, security code and holder. The fields are not controlled: what
 * was typed stays after a refusal, as at checkout.
 */
export function SavedCardForm({
  onSubmit,
  isPending = false,
  failure = null,
  fieldErrors = {},
  hint,
}: SavedCardFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const data = new FormData(event.currentTarget);
    const value = (name: string) => {
      const v = data.get(name);
      return typeof v === 'string' ? v : '';
    };
    onSubmit({
      cardNumber: value('cardNumber'),
      cardExpiry: value('cardExpiry'),
      cardCvv: value('cardCvv'),
      cardholderName: value('cardholderName'),
    });
  };
  const invalid = (name: keyof SavedCardFormValues) => ({
    isInvalid: Boolean(fieldErrors[name]),
    errorMessage: fieldErrors[name],
    validationBehavior: 'aria' as const,
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className={s.form}
      aria-label="Agregar tarjeta"
      aria-busy={isPending || undefined}
    >
      {failure && (
        <div role="alert" className={s.alert}>
          <strong>{failure.title}</strong> - {failure.description}
        </div>
      )}
      {hint && <p className={s.muted}>{hint}</p>}
      <TextField
        label="Número de tarjeta"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        isRequired
        isDisabled={isPending}
        {...invalid('cardNumber')}
      />
      <div className={s.row}>
        <CardExpiryField name="cardExpiry" isRequired isDisabled={isPending} {...invalid('cardExpiry')} />
        <TextField
          label="Código de seguridad"
          name="cardCvv"
          inputMode="numeric"
          autoComplete="cc-csc"
          isRequired
          isDisabled={isPending}
          {...invalid('cardCvv')}
        />
      </div>
      <TextField
        label="Nombre en la tarjeta"
        name="cardholderName"
        autoComplete="cc-name"
        isRequired
        isDisabled={isPending}
        {...invalid('cardholderName')}
      />
      <Button type="submit" isPending={isPending} pendingLabel="Guardando tarjeta…">
        Guardar tarjeta
      </Button>
    </form>
  );
}
