import { useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { PhotoPicker } from '../PhotoPicker/PhotoPicker';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import * as styles from './DisputeForm.css';

/** Opening a dispute, or answering the one the other party opened (decision 026). */
export type DisputeFormMode = 'open' | 'answer';

/** The dialog's title for each mode: answering is not opening. */
export const disputeFormTitles: Readonly<Record<DisputeFormMode, string>> = {
  open: 'Abrir una disputa',
  answer: 'Contar mi versión',
};

export interface DisputeFormValues {
  reason: string;
  text: string;
  photos: File[];
}

export interface DisputeFormProps {
  mode: DisputeFormMode;
  /** The reasons this party may give (the buyer's and the traveller's differ), in order. */
  reasons: readonly { id: string; label: string }[];
  /** @default 3 */
  maxPhotos?: number;
  /** Per-field messages from the server (`reason`, `text`, `photos`). */
  fieldErrors?: Readonly<Partial<Record<'reason' | 'text' | 'photos', string>>>;
  isPending?: boolean;
  /** Called with what was written and the chosen photos; the caller sends them. */
  onSubmit: (values: DisputeFormValues) => void;
  onCancel: () => void;
  className?: string;
}

const TEXT = { min: 10, max: 1000 } as const;

/**
 * A party's side of a dispute, in the library's fields: the reason (a Select offering only this
 * party's reasons), what happened (a TextArea with its count) and up to three photos with previews
 * (PhotoPicker). Each control stays within the dialog down to a 360 px screen.
 */
export function DisputeForm({
  mode,
  reasons,
  maxPhotos = 3,
  fieldErrors = {},
  isPending = false,
  onSubmit,
  onCancel,
  className,
}: DisputeFormProps) {
  const [reason, setReason] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const reasonError = fieldErrors.reason ?? (tried && reason === null ? 'Elige un motivo de la lista.' : undefined);
  const short = text.trim().length < TEXT.min;
  const textError =
    fieldErrors.text ??
    (tried && short ? `Cuenta qué pasó en ${String(TEXT.min)} a ${String(TEXT.max)} caracteres.` : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (reason === null || short) return;
    onSubmit({ reason, text: text.trim(), photos });
  };
  return (
    <form noValidate onSubmit={submit} className={[styles.form, className].filter(Boolean).join(' ')}>
      <p className={styles.intro}>
        {mode === 'open'
          ? 'Cuéntale a soporte qué pasó. El dinero sigue en garantía hasta que soporte decida.'
          : 'La otra parte abrió una disputa. Cuéntale a soporte tu versión: la leerá junto a la suya antes de decidir.'}
      </p>
      <Select
        label="Motivo"
        placeholder="Elige un motivo"
        options={reasons}
        value={reason}
        onChange={(key) => setReason(key === null ? null : String(key))}
        isRequired
        isInvalid={reasonError !== undefined}
        errorMessage={reasonError}
      />
      <TextArea
        label="¿Qué pasó?"
        value={text}
        onChange={setText}
        maxLength={TEXT.max}
        rows={4}
        isRequired
        isInvalid={textError !== undefined}
        errorMessage={textError}
      />
      <PhotoPicker
        label={`Fotos (opcional, hasta ${String(maxPhotos)})`}
        value={photos}
        onChange={setPhotos}
        maxFiles={maxPhotos}
        errorMessage={fieldErrors.photos}
        isDisabled={isPending}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={isPending} pendingLabel="Enviando...">
          {mode === 'open' ? 'Enviar disputa' : 'Enviar mi versión'}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          Volver
        </Button>
      </div>
    </form>
  );
}
