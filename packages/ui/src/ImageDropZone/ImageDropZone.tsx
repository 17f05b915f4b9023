import { useEffect, useId, useRef, useState } from 'react';
import { DropZone, FileTrigger, type DropZoneProps, type FileDropItem } from 'react-aria-components';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];
import { Button } from '../Button/Button';
import { fieldStyles } from '../Field/Field';
import * as styles from './ImageDropZone.css';

/** The spec's messages (§5, §8): the site can toast them, the zone also shows them inline. @internal */
export const imageDropZoneMessages = {
  invalidType: { title: 'Archivo no válido', description: 'Por favor, selecciona un archivo de imagen.' },
  readFailed: { title: 'Error al procesar la imagen', description: '' },
  required: { title: 'Imagen requerida', description: 'Por favor sube una imagen del producto.' },
} as const;

export type ImageDropZoneErrorKind = keyof typeof imageDropZoneMessages;

export interface ImageDropZoneError {
  kind: ImageDropZoneErrorKind;
  title: string;
  description: string;
}

export interface ImageDropZoneValue {
  /** The image as a data URL (what the domain stores in productImage). */
  dataUrl: string;
  /** File name, for the preview caption. */
  name: string;
  /** MIME type. */
  type: string;
  /** Size in bytes (the 10MB hint is not enforced, per the spec). */
  size: number;
}

/** FileReader → data URL. Replaceable for tests (a reader that fails shows the read-failure state). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export interface ImageDropZoneProps {
  /**
   * Visible label; also names the drop zone.
   * @default 'Imagen del producto'
   */
  label?: string;
  /**
   * Hint under the prompt.
   * @default 'PNG, JPG, GIF hasta 10MB'
   */
  hint?: string;
  /**
   * Accepted MIME types; anything else is "Archivo no válido".
   * @default ['image/png', 'image/jpeg', 'image/gif']
   */
  acceptedTypes?: readonly string[];
  /** The current image (controlled). `null` for none. */
  value?: ImageDropZoneValue | null;
  /** Initial image when uncontrolled. */
  defaultValue?: ImageDropZoneValue | null;
  /** Called with the read image, or `null` when removed. */
  onChange?: (value: ImageDropZoneValue | null) => void;
  /**
   * Called with true when a picked file starts being read and false when it is done (read or
   * refused): a form holds its submit meanwhile, so a big photo is never left behind.
   */
  onReadingChange?: (reading: boolean) => void;
  /** Called with the spec's title and description (may be empty) when a file is rejected or can't be read (to toast it). */
  onError?: (error: ImageDropZoneError) => void;
  /** An error set by the form (e.g. `imageDropZoneMessages.required` on submit). */
  error?: ImageDropZoneError | null;
  isDisabled?: boolean;
  isRequired?: boolean;
  /**
   * Reads the file; defaults to FileReader.
   * @default readAsDataUrl
   */
  readFile?: (file: File) => Promise<string>;
  className?: string;
}

/**
 * One image by drag and drop, paste, or the "Seleccionar imagen" button (react-aria DropZone +
 * FileTrigger), with a preview, and the spec's wrong-type and read-failure messages.
 */
export function ImageDropZone({
  label = 'Imagen del producto',
  hint = 'PNG, JPG, GIF hasta 10MB',
  acceptedTypes = ['image/png', 'image/jpeg', 'image/gif'],
  value,
  defaultValue = null,
  onChange,
  onReadingChange,
  onError,
  error: externalError,
  isDisabled = false,
  isRequired = false,
  readFile = readAsDataUrl,
  className,
}: ImageDropZoneProps) {
  const id = useId();
  const [internal, setInternal] = useState<ImageDropZoneValue | null>(defaultValue);
  const [ownError, setOwnError] = useState<ImageDropZoneError | null>(null);
  const [reading, setReading] = useState(false);
  const current = value !== undefined ? value : internal;
  const error = ownError ?? externalError ?? null;
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  const fail = (kind: ImageDropZoneErrorKind) => {
    const e = { kind, ...imageDropZoneMessages[kind] };
    setOwnError(e);
    onError?.(e);
  };

  const accept = async (file: File | undefined) => {
    if (!file) return;
    if (!acceptedTypes.includes(file.type)) {
      fail('invalidType');
      return;
    }
    setReading(true);
    onReadingChange?.(true);
    try {
      const dataUrl = await readFile(file);
      if (!mounted.current) return;
      const next = { dataUrl, name: file.name, type: file.type, size: file.size };
      setOwnError(null);
      setInternal(next);
      onChange?.(next);
    } catch {
      if (mounted.current) fail('readFailed');
    } finally {
      if (mounted.current) setReading(false);
      onReadingChange?.(false);
    }
  };

  const onDrop = async (e: DropEvent) => {
    const item = e.items.find((i): i is FileDropItem => i.kind === 'file');
    if (!item) {
      fail('invalidType');
      return;
    }
    await accept(await item.getFile());
  };

  const remove = () => {
    setOwnError(null);
    setInternal(null);
    onChange?.(null);
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
        {isRequired && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <DropZone
        aria-labelledby={`${id}-label`}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        isDisabled={isDisabled}
        getDropOperation={(types) => (acceptedTypes.some((t) => types.has(t)) ? 'copy' : 'cancel')}
        onDrop={(e) => void onDrop(e)}
        className={[styles.zone, error ? styles.invalid : ''].filter(Boolean).join(' ')}
      >
        {current ? (
          <>
            <img className={styles.preview} src={current.dataUrl} alt={`Vista previa de ${current.name}`} />
            <span className={styles.fileName}>{current.name}</span>
          </>
        ) : (
          <>
            <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
              <rect x="3" y="4" width="18" height="16" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="M21 17l-5-5-9 8" />
            </svg>
            <span className={styles.prompt}>Arrastra una imagen aquí o</span>
          </>
        )}
        <div className={styles.actions}>
          <FileTrigger
            acceptedFileTypes={[...acceptedTypes]}
            onSelect={(files) => void accept(files?.[0] ?? undefined)}
          >
            <Button
              variant="secondary"
              size="sm"
              isDisabled={isDisabled}
              isPending={reading}
              pendingLabel="Procesando..."
            >
              {current ? 'Cambiar imagen' : 'Seleccionar imagen'}
            </Button>
          </FileTrigger>
          {current && (
            <Button variant="ghost" size="sm" onPress={remove} isDisabled={isDisabled}>
              Quitar imagen
            </Button>
          )}
        </div>
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      </DropZone>
      <div role="alert" id={errorId} className={styles.error}>
        {error ? [error.title, error.description].filter(Boolean).join(' - ') : null}
      </div>
    </div>
  );
}
