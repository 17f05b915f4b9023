import { useState } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField,
  composeRenderProps,
  type TextFieldProps,
} from 'react-aria-components';
import * as s from './CodeInput.css';

/** Length of the delivery code (spec §9). */
const CODE_LENGTH = 6;

/** Where the check of the code stands; the page that verifies it drives this. @internal */
export const codeInputStatuses = ['idle', 'verifying', 'wrong', 'locked'] as const;
export type CodeInputStatus = (typeof codeInputStatuses)[number];

/**
 * Keeps the digits of whatever was typed or pasted, at most six: "123 456", "12-34-56" and
 * "código: 123456" all become "123456".
 */
function normalizeCode(text: string): string {
  return text.replace(/\D+/g, '').slice(0, CODE_LENGTH);
}

export interface CodeInputProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'isInvalid' | 'validate' | 'type' | 'inputMode' | 'maxLength'
> {
  /** Visible label. @default 'Código de seguridad' */
  label?: string;
  /** Controlled value (digits only). */
  value?: string;
  /** Initial value when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the normalised digits on every change. */
  onChange?: (code: string) => void;
  /** Called once the sixth digit is in. */
  onComplete?: (code: string) => void;
  /**
   * State of the check: `verifying` makes the field read-only, `wrong` shows `wrongMessage`,
   * `locked` disables the field and shows `lockedMessage`.
   * @default 'idle'
   */
  status?: CodeInputStatus;
  /** Help under the field. @default 'Ingresa el código de 6 dígitos que te dio el comprador.' */
  description?: string;
  /** Message of a code that does not match. @default 'El código de seguridad no coincide. Inténtalo de nuevo.' */
  wrongMessage?: string;
  /** Attempts left, shown after a wrong code when given. */
  attemptsLeft?: number;
  /**
   * Message once too many wrong codes were entered; `null` when the page already says it beside
   * the field (point `aria-describedby` at it): the field then repeats nothing, not even its help.
   * @default 'Demasiados intentos incorrectos. Contacta a soporte para liberar el pago.'
   */
  lockedMessage?: string | null;
  /** Text while the code is checked. @default 'Verificando...' */
  verifyingMessage?: string;
}

/**
 * The 6-digit delivery code as one field: digits only, at most six, pasting works with spaces
 * or dashes, numeric keyboard on phones and one-time-code autofill.
 */
export function CodeInput({
  label = 'Código de seguridad',
  value,
  defaultValue = '',
  onChange,
  onComplete,
  status = 'idle',
  description = 'Ingresa el código de 6 dígitos que te dio el comprador.',
  wrongMessage = 'El código de seguridad no coincide. Inténtalo de nuevo.',
  attemptsLeft,
  lockedMessage = 'Demasiados intentos incorrectos. Contacta a soporte para liberar el pago.',
  verifyingMessage = 'Verificando...',
  isDisabled = false,
  className,
  ...props
}: CodeInputProps) {
  const [own, setOwn] = useState(() => normalizeCode(defaultValue));
  const code = value !== undefined ? normalizeCode(value) : own;
  const locked = status === 'locked';
  const wrong = status === 'wrong';
  const verifying = status === 'verifying';
  const remaining = CODE_LENGTH - code.length;

  const change = (text: string) => {
    const next = normalizeCode(text);
    if (value === undefined) setOwn(next);
    onChange?.(next);
    if (next.length === CODE_LENGTH && next !== code) onComplete?.(next);
  };

  let help = description;
  if (verifying) help = verifyingMessage;
  else if (!wrong && !locked && code.length > 0)
    help = remaining === 0 ? 'Código completo.' : remaining === 1 ? 'Falta 1 dígito.' : `Faltan ${remaining} dígitos.`;

  const error = locked
    ? (lockedMessage ?? undefined)
    : wrong
      ? attemptsLeft !== undefined
        ? `${wrongMessage} Te ${attemptsLeft === 1 ? 'queda 1 intento' : `quedan ${attemptsLeft} intentos`}.`
        : wrongMessage
      : undefined;

  return (
    <TextField
      {...props}
      value={code}
      onChange={change}
      isDisabled={isDisabled || locked}
      isReadOnly={verifying || props.isReadOnly}
      isInvalid={wrong || locked}
      inputMode="numeric"
      autoComplete="one-time-code"
      data-status={status}
      data-complete={code.length === CODE_LENGTH || undefined}
      className={composeRenderProps(className, (c) => [s.field, c].filter(Boolean).join(' '))}
    >
      <Label className={s.label}>{label}</Label>
      <Input
        className={s.input}
        pattern="[0-9]*"
        spellCheck={false}
        aria-busy={verifying || undefined}
        size={CODE_LENGTH}
      />
      {error ? (
        <FieldError className={s.error}>{error}</FieldError>
      ) : locked ? null : (
        <Text slot="description" className={s.description} aria-live="polite">
          {verifying && <span className={s.spinner} aria-hidden="true" />}
          {help}
        </Text>
      )}
    </TextField>
  );
}
