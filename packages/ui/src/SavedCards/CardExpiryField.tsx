import { useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';

/**
 * The expiry as it is typed, with the "/" put in for the person (issue 35 item 9): `1229` reads
 * `12/29`. Only digits are kept (up to MMAAAA); the slash comes after the month once a third digit
 * arrives, so deleting back over it never puts it in again.
 */
function expiryAsTyped(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export type CardExpiryFieldProps = Omit<
  TextFieldProps,
  'label' | 'value' | 'onChange' | 'inputMode' | 'autoComplete' | 'placeholder'
>;

/**
 * "Vencimiento (MM/AA)" of a card form (checkout and /payment-methods): numeric keyboard, the
 * browser's card autofill, and the slash inserted while typing. Not controlled from outside: what
 * was typed stays after a refusal, as the card's other fields.
 */
export function CardExpiryField({ defaultValue, ...props }: CardExpiryFieldProps) {
  const [value, setValue] = useState(() => expiryAsTyped(defaultValue ?? ''));
  return (
    <TextField
      {...props}
      label="Vencimiento (MM/AA)"
      inputMode="numeric"
      autoComplete="cc-exp"
      placeholder="12/30"
      value={value}
      onChange={(typed) => setValue(expiryAsTyped(typed))}
    />
  );
}
