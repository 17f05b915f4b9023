import { useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ImageDropZone, type ImageDropZoneError, type ImageDropZoneValue } from '../ImageDropZone/ImageDropZone';
import { Select } from '../Select/Select';
import * as s from './VerificationUpload.css';
import { Icon } from '../Icon/Icon';

/** Document types offered for verification (spec §3). */
const verificationDocumentTypes = ['DNI', 'Pasaporte', 'Registro vehicular'] as const;
export type VerificationDocumentTypeOption = (typeof verificationDocumentTypes)[number];

/** Where the verification stands. */
export type VerificationUploadStatus = 'idle' | 'submitting' | 'pending' | 'verified';

const verificationImageSlots = ['front', 'back', 'selfie'] as const;
export type VerificationImageSlot = (typeof verificationImageSlots)[number];

export interface VerificationUploadValue {
  documentType: VerificationDocumentTypeOption | null;
  front: ImageDropZoneValue | null;
  back: ImageDropZoneValue | null;
  selfie: ImageDropZoneValue | null;
}

export type VerificationUploadErrors = Partial<Record<VerificationImageSlot, ImageDropZoneError>> & {
  documentType?: string;
};

/** @internal */
export const verificationUploadEmpty: VerificationUploadValue = {
  documentType: null,
  front: null,
  back: null,
  selfie: null,
};

const SLOT_LABELS: Record<VerificationImageSlot, string> = {
  front: 'Frente del documento',
  back: 'Dorso del documento',
  selfie: 'Selfie con el documento',
};

const required = (what: string): ImageDropZoneError => ({
  kind: 'required',
  title: 'Imagen requerida',
  description: `Por favor sube ${what}.`,
});
const REQUIRED: Record<VerificationImageSlot, ImageDropZoneError> = {
  front: required('el frente del documento'),
  back: required('el dorso del documento'),
  selfie: required('una selfie sosteniendo el documento'),
};

/** The fields still missing, as errors; empty when everything is there. */
function missingVerificationFields(value: VerificationUploadValue): VerificationUploadErrors {
  const errors: VerificationUploadErrors = {};
  if (!value.documentType) errors.documentType = 'Selecciona el tipo de documento.';
  for (const slot of verificationImageSlots) if (!value[slot]) errors[slot] = REQUIRED[slot];
  return errors;
}

export interface VerificationUploadProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'onChange' | 'onSubmit' | 'defaultValue'
> {
  /** The chosen type and images (controlled). */
  value?: VerificationUploadValue;
  /** Initial value when uncontrolled. @default verificationUploadEmpty */
  defaultValue?: VerificationUploadValue;
  onChange?: (value: VerificationUploadValue) => void;
  /** Called with a complete value (type and the three images). */
  onSubmit?: (value: VerificationUploadValue) => void;
  /** Called instead of `onSubmit` when something is missing, with the spec's title, to toast it. */
  onIncomplete?: (title: 'Información incompleta', errors: VerificationUploadErrors) => void;
  /** Errors set by the page (e.g. a rejected image). They add to the form's own. */
  errors?: VerificationUploadErrors;
  /**
   * `submitting` while the documents are sent (about 2 s), `pending` once sent (verification runs),
   * `verified` when done.
   * @default 'idle'
   */
  status?: VerificationUploadStatus;
  /** Slot shown once verified (e.g. a link to /viajero). */
  verifiedAction?: ReactNode;
  /** Accepted image types (spec: PNG/JPG/JPEG). @default ['image/png', 'image/jpeg'] */
  acceptedTypes?: readonly string[];
  /** Reads a file; passed to each drop zone (stories use a fake). */
  readFile?: (file: File) => Promise<string>;
  /** Heading level of the title. @default 2 */
  headingLevel?: 1 | 2 | 3;
}

/**
 * Identity verification for travellers: document type, front, back and a selfie, each with a
 * preview and its own error; then the sent, pending and verified states.
 */
export function VerificationUpload({
  value,
  defaultValue = verificationUploadEmpty,
  onChange,
  onSubmit,
  onIncomplete,
  errors: external,
  status = 'idle',
  verifiedAction,
  acceptedTypes = ['image/png', 'image/jpeg'],
  readFile,
  headingLevel = 2,
  className,
  ...props
}: VerificationUploadProps) {
  const Heading = `h${headingLevel}` as const;
  const [own, setOwn] = useState(defaultValue);
  const [shown, setShown] = useState<VerificationUploadErrors>({});
  const v = value ?? own;
  const errors = { ...shown, ...external };
  const busy = status === 'submitting';

  const set = (next: VerificationUploadValue) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = missingVerificationFields(v);
    setShown(missing);
    if (Object.keys(missing).length > 0) onIncomplete?.('Información incompleta', missing);
    else onSubmit?.(v);
  };

  if (status === 'pending' || status === 'verified') {
    const verified = status === 'verified';
    return (
      <section
        {...props}
        aria-label="Verificación de identidad"
        className={[s.root, className].filter(Boolean).join(' ')}
      >
        <div className={s.state({ verified })} role="status">
          <span className={s.stateIcon({ verified })} aria-hidden="true">
            <Icon name={verified ? 'check' : 'hourglass'} />
          </span>
          <Heading className={s.title}>{verified ? '¡Verificación completada!' : 'Documentos enviados'}</Heading>
          <p className={s.note}>
            {verified
              ? 'Tu identidad está verificada: ya puedes aceptar pedidos como viajero.'
              : 'Estamos revisando tu identidad. Te avisaremos apenas termine; suele tardar unos segundos.'}
          </p>
          {verified && verifiedAction}
        </div>
      </section>
    );
  }

  return (
    <section
      {...props}
      aria-label="Verificación de identidad"
      className={[s.root, className].filter(Boolean).join(' ')}
    >
      <form className={s.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <header className={s.header}>
          <Heading className={s.title}>Verifica tu identidad</Heading>
          <p className={s.note}>
            Sube fotos claras de tu documento y una selfie sosteniéndolo. Formatos PNG o JPG, una imagen por campo.
          </p>
        </header>
        <Select
          label="Tipo de documento"
          isRequired
          placeholder="Selecciona un documento"
          options={verificationDocumentTypes.map((t) => ({ id: t, label: t }))}
          value={v.documentType}
          onChange={(key) => {
            set({ ...v, documentType: verificationDocumentTypes.find((t) => t === key) ?? null });
            setShown((e) => ({ ...e, documentType: undefined }));
          }}
          isInvalid={Boolean(errors.documentType)}
          errorMessage={errors.documentType}
          isDisabled={busy}
          className={s.select}
        />
        <div className={s.slots}>
          {verificationImageSlots.map((slot) => (
            <ImageDropZone
              key={slot}
              label={SLOT_LABELS[slot]}
              hint="PNG o JPG"
              isRequired
              acceptedTypes={acceptedTypes}
              value={v[slot]}
              onChange={(img) => {
                set({ ...v, [slot]: img });
                setShown((e) => ({ ...e, [slot]: undefined }));
              }}
              error={errors[slot] ?? null}
              isDisabled={busy}
              readFile={readFile}
            />
          ))}
        </div>
        <div className={s.actions}>
          <Button type="submit" size="lg" isPending={busy} pendingLabel="Enviando documentos...">
            Enviar documentos
          </Button>
        </div>
      </form>
    </section>
  );
}
