import type { FormEvent } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import * as styles from './CouponRedeemForm.css';

/** What the last try answered: kept ('Cupón "X" aplicado') or refused with the server's words. */
export type CouponRedeemResult =
  | { readonly kind: 'redeemed'; readonly title: string; readonly description?: string }
  | { readonly kind: 'refused'; readonly title: string; readonly description: string };

export interface CouponRedeemFormProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the typed code; the server decides whether it is a coupon. */
  onSubmit: (code: string) => void;
  /**
   * The code is being checked.
   * @default false
   */
  isPending?: boolean;
  /** The last answer, said under the field (announced to screen readers). */
  result?: CouponRedeemResult | null;
}

/** Redeems a coupon code the platform issued. */
export function CouponRedeemForm({
  value,
  onChange,
  onSubmit,
  isPending = false,
  result = null,
}: CouponRedeemFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) onSubmit(value);
  };
  const refused = result?.kind === 'refused';
  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-busy={isPending || undefined}>
      <TextField
        className={styles.field}
        label="Código de cupón"
        name="code"
        value={value}
        onChange={onChange}
        autoComplete="off"
        spellCheck="false"
        placeholder="Ej.: BIENVENIDO10"
        isInvalid={refused}
        aria-describedby={result ? 'cupon-resultado' : undefined}
      />
      <Button type="submit" className={styles.submit} isPending={isPending} pendingLabel="Canjeando…">
        Canjear
      </Button>
      <div role="status" className={styles.live}>
        {result && (
          <p id="cupon-resultado" className={refused ? styles.failure : styles.success}>
            <strong className={styles.messageTitle}>{result.title}</strong>
            {result.description}
          </p>
        )}
      </div>
    </form>
  );
}
