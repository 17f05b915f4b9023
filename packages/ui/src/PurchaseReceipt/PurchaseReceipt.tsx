import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { fieldStyles } from '../Field/Field';
import { TextField } from '../TextField/TextField';
import * as s from './PurchaseReceipt.css';

/** The receipt as shown: its amount already formatted ("€ 120,00"), its kind, where to download it. */
export interface PurchaseReceiptItem {
  amount: string;
  kind: 'image' | 'pdf';
  /** The download's URL (the API's, or this browser's copy); null: the file is not here. */
  href: string | null;
  /** `comprobante-<id>.pdf|.webp`. */
  fileName: string;
}

/**
 * The top-up a receipt above the price held asks for (decision 052): waiting for the buyer, being
 * charged, declined (and why), or approved. `amount` is formatted ("US$ 8,40").
 */
export interface PurchaseTopUp {
  state: 'awaiting' | 'charging' | 'declined' | 'approved';
  amount: string;
  /** Why the card was declined, in Spanish. */
  reason?: string | null;
}

export interface PurchaseReceiptValues {
  amount: string;
  file: File;
}

export interface PurchaseReceiptProps {
  /** The buyer reads it; the order's traveller uploads and replaces it. */
  role: 'buyer' | 'traveller';
  /** The price held in escrow, formatted in the request's own currency ("€ 275,00"). */
  escrow: string;
  receipt: PurchaseReceiptItem | null;
  /** The request's currency code, said in the amount's label ("EUR"). */
  currency: string;
  /** Whether the traveller may upload now (the order paid, not delivered). */
  canUpload?: boolean;
  isPending?: boolean;
  /** The server's messages by field (`amount`, `file`). */
  fieldErrors?: Readonly<Partial<Record<'amount' | 'file', string>>>;
  onSubmit?: (values: PurchaseReceiptValues) => void;
  /** The top-up, when the receipt asks for one (decision 052); null: none. */
  topUp?: PurchaseTopUp | null;
  /** The buyer's approval (the card that pays and its button), shown while the top-up waits for her or was declined. */
  topUpForm?: ReactNode;
  /** @default 2 */
  headingLevel?: 2 | 3;
  className?: string;
}

/** What the file picker accepts: the photos every upload takes, and PDF (decision 050). */
const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,application/pdf,.pdf';

const KIND_LABEL = { pdf: 'PDF', image: 'foto' } as const;

/**
 * An order's purchase receipt (issue 37, decision 050): beside the price held in escrow, what the
 * traveller paid and its file to download — or that none came yet; for the traveller, the form
 * that uploads it (the amount as typed and a photo or a PDF) and, once sent, replaces it. Errors
 * under their fields, in Spanish; a native file input, so keyboards and screen readers use it as
 * any other; everything wraps within 360 px.
 */
export function PurchaseReceipt({
  role,
  escrow,
  receipt,
  currency,
  canUpload = false,
  isPending = false,
  fieldErrors = {},
  onSubmit,
  topUp = null,
  topUpForm = null,
  headingLevel = 2,
  className,
}: PurchaseReceiptProps) {
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3';
  const headingId = useId();
  const fileId = useId();
  const [amount, setAmount] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const amountError = fieldErrors.amount ?? (tried && amount.trim() === '' ? 'Ingresa un monto.' : undefined);
  const fileError =
    fieldErrors.file ?? (tried && file === null ? 'Adjunta una foto o un PDF del comprobante de compra.' : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (amount.trim() === '' || file === null) return;
    onSubmit?.({ amount: amount.trim(), file });
  };
  const action = receipt ? 'Reemplazar comprobante' : 'Subir comprobante de compra';
  return (
    <Card as="section" padding="md" gap="sm" aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className={s.title}>
        Comprobante de compra
      </Heading>
      <div className={s.lines}>
        <p className={s.line}>En garantía: {escrow}</p>
        {receipt ? (
          <p className={s.line}>
            Comprobante de compra: {receipt.amount} ({KIND_LABEL[receipt.kind]})
            {receipt.href ? (
              <>
                {' · '}
                <a href={receipt.href} download={receipt.fileName} className={s.link}>
                  Descargar
                </a>
              </>
            ) : null}
          </p>
        ) : (
          <p className={`${s.line} ${s.muted}`}>Sin comprobante todavía</p>
        )}
      </div>
      {topUp && receipt ? (
        <TopUpState topUp={topUp} role={role} receipt={receipt.amount} escrow={escrow} form={topUpForm} />
      ) : null}
      {role === 'traveller' && canUpload ? (
        <form noValidate onSubmit={submit} className={s.form} aria-label={action}>
          <TextField
            label={`Monto pagado (${currency})`}
            description="Lo que pagaste, como figura en el comprobante. Por ejemplo 120,00."
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            isRequired
            isInvalid={amountError !== undefined}
            errorMessage={amountError}
          />
          <div className={fieldStyles.field}>
            <span className={fieldStyles.label} id={`${fileId}-label`}>
              Foto o PDF del comprobante
              <span className={fieldStyles.required} aria-hidden="true">
                *
              </span>
            </span>
            <div className={s.chooser}>
              <input
                id={fileId}
                type="file"
                name="file"
                accept={RECEIPT_ACCEPT}
                className={s.file}
                disabled={isPending}
                required
                aria-labelledby={`${fileId}-label`}
                aria-invalid={fileError !== undefined}
                aria-describedby={`${fileId}-chosen${fileError ? ` ${fileId}-error` : ''}`}
                onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
              />
              <label htmlFor={fileId} className={s.choose}>
                Elegir foto o PDF
              </label>
              <span id={`${fileId}-chosen`} className={s.chosen}>
                {file ? file.name : 'Ningún archivo elegido'}
              </span>
            </div>
            {fileError ? (
              <span id={`${fileId}-error`} className={fieldStyles.error}>
                {fileError}
              </span>
            ) : null}
          </div>
          <div className={s.actions}>
            <Button
              type="submit"
              variant={receipt ? 'secondary' : 'primary'}
              isPending={isPending}
              pendingLabel="Subiendo..."
            >
              {action}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}

/** What the top-up says to each party, and the buyer's approval while it waits for her (decision 052). */
function TopUpState({
  topUp,
  role,
  receipt,
  escrow,
  form,
}: {
  topUp: PurchaseTopUp;
  role: 'buyer' | 'traveller';
  receipt: string;
  escrow: string;
  form: ReactNode;
}) {
  const why = `El comprobante (${receipt}) supera el precio en garantía (${escrow}).`;
  const waiting = topUp.state === 'awaiting' || topUp.state === 'declined';
  return (
    <div className={s.topUp}>
      {/* Its state changes live (charging → approved): said politely, apart from the form. */}
      <div role="status" className={s.topUpState}>
        {topUp.state === 'approved' ? (
          <p className={s.line}>Pago adicional de {topUp.amount} aprobado. El código ya libera el pago.</p>
        ) : topUp.state === 'charging' ? (
          <p className={s.line}>
            Pago adicional de {topUp.amount} en proceso. Te avisamos cuando el proveedor lo confirme.
          </p>
        ) : (
          <p className={s.line}>
            {why} Falta aprobar un pago adicional de {topUp.amount}
            {role === 'buyer'
              ? ' para que el código libere el pago.'
              : ': quien compra tiene que aprobarlo antes de la entrega.'}
          </p>
        )}
        {topUp.state === 'declined' ? (
          <p className={`${s.line} ${s.declined}`}>
            Pago adicional rechazado: {topUp.reason ?? 'la tarjeta no fue aceptada.'}
          </p>
        ) : null}
      </div>
      {role === 'buyer' && waiting ? form : null}
    </div>
  );
}
