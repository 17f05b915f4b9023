import { useState, type FormEvent, type HTMLAttributes } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import * as s from './Withdrawals.css';

export interface WithdrawValues {
  /** The amount as typed ("20", "20,50"): the caller reads it with the domain's rule. */
  amount: string;
  /** A CBU or CVU (22 digits) or an alias, as typed. */
  destination: string;
}

export type WithdrawFieldErrors = Partial<Record<keyof WithdrawValues, string>>;

export interface WithdrawFormProps extends Omit<HTMLAttributes<HTMLElement>, 'onSubmit'> {
  /** What may be withdrawn, formatted ("US$ 22,50"). */
  availableText: string;
  onSubmit: (values: WithdrawValues) => void | Promise<void>;
  /** While the withdrawal is being asked for. @default false */
  isPending?: boolean;
  /** The domain's per-field errors. */
  fieldErrors?: WithdrawFieldErrors;
  /** A refusal that is not about one field (the provider down, the balance changed). */
  refusal?: { readonly title: string; readonly description: string } | null;
  /**
   * The e-mail is not confirmed (withdrawals wait for it): the form is replaced by the reason and
   * a button that sends the link again (the dialog around it has its own close button).
   */
  emailUnconfirmed?: {
    readonly onResend: () => void;
    readonly isPending?: boolean;
    /** The new link went out. */
    readonly sent?: boolean;
  } | null;
  onCancel?: () => void;
}

/**
 * "Retirar Fondos": the amount and a CBU, CVU or alias. What was typed stays after a refusal
 * (the fields keep their own state); the server checks everything again.
 */
export function WithdrawForm({
  availableText,
  onSubmit,
  isPending = false,
  fieldErrors = {},
  refusal,
  emailUnconfirmed,
  onCancel,
  className,
  ...props
}: WithdrawFormProps) {
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState('');

  if (emailUnconfirmed) {
    return (
      <div {...props} className={[s.form, className].filter(Boolean).join(' ')}>
        <div className={s.notice} role="status">
          <strong>Confirma tu e-mail para retirar fondos</strong>
          <span>
            {emailUnconfirmed.sent
              ? 'Te enviamos un enlace nuevo. Ábrelo y vuelve a intentarlo.'
              : 'Por seguridad, solo puedes retirar dinero con tu e-mail confirmado. Abre el enlace que te enviamos al registrarte o pide uno nuevo.'}
          </span>
          <Button
            variant="secondary"
            size="sm"
            onPress={emailUnconfirmed.onResend}
            isPending={emailUnconfirmed.isPending ?? false}
            pendingLabel="Enviando..."
          >
            Reenviar enlace de confirmación
          </Button>
        </div>
      </div>
    );
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void onSubmit({ amount, destination });
  }

  return (
    <form {...props} className={[s.form, className].filter(Boolean).join(' ')} onSubmit={submit} noValidate>
      <p className={s.muted}>Disponible para retirar: {availableText}</p>
      {refusal && (
        <p className={s.notice} role="alert">
          <strong>{refusal.title}</strong>
          <span>{refusal.description}</span>
        </p>
      )}
      <TextField
        label="Monto (USD)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        isRequired
        validationBehavior="aria"
        value={amount}
        onChange={setAmount}
        placeholder="20,00"
        isInvalid={Boolean(fieldErrors.amount)}
        errorMessage={fieldErrors.amount}
        isDisabled={isPending}
      />
      <TextField
        label="CBU, CVU o alias"
        name="destination"
        autoComplete="off"
        isRequired
        validationBehavior="aria"
        value={destination}
        onChange={setDestination}
        description="El CBU o CVU tiene 22 dígitos; el alias, de 6 a 20 letras, números, puntos o guiones."
        isInvalid={Boolean(fieldErrors.destination)}
        errorMessage={fieldErrors.destination}
        isDisabled={isPending}
      />
      <div className={s.actions}>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            Cancelar
          </Button>
        )}
        <Button type="submit" isPending={isPending} pendingLabel="Enviando...">
          Retirar
        </Button>
      </div>
    </form>
  );
}
