import { useEffect, useId, useMemo } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as styles from './PhotoPicker.css';

export interface PhotoPickerProps {
  /** Visible label; names the group of photos. */
  label: string;
  /** The chosen photos (controlled). */
  value: readonly File[];
  /** Called with the new list when photos are added or one is removed. */
  onChange: (files: File[]) => void;
  /**
   * How many photos at most; more are not added, and the button is disabled at the limit.
   * @default 3
   */
  maxFiles?: number;
  /**
   * Accepted MIME types; a picked file of another type is left out.
   * @default ['image/png', 'image/jpeg', 'image/webp', 'image/gif']
   */
  acceptedTypes?: readonly string[];
  /** A message from the form or the server (shown under the photos, announced). */
  errorMessage?: string;
  isDisabled?: boolean;
  className?: string;
}

/** Object URLs for previews, released when the files change or the picker goes away. */
function usePreviews(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}

/**
 * Several photos, picked with a Spanish "Elegir fotos" button (react-aria FileTrigger, never the
 * browser's own "Choose Files"), each shown as a preview with its name and a "Quitar" button. The
 * files stay with the caller, who sends them (a dispute's photos go as one repeated multipart field).
 */
export function PhotoPicker({
  label,
  value,
  onChange,
  maxFiles = 3,
  acceptedTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  errorMessage,
  isDisabled = false,
  className,
}: PhotoPickerProps) {
  const id = useId();
  const previews = usePreviews(value);
  const full = value.length >= maxFiles;
  const add = (list: FileList | null) => {
    const picked = Array.from(list ?? []).filter((f) => acceptedTypes.includes(f.type));
    onChange([...value, ...picked].slice(0, maxFiles));
  };
  const left = maxFiles - value.length;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={[`${id}-hint`, errorMessage ? `${id}-error` : ''].filter(Boolean).join(' ')}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <span id={`${id}-hint`} className={styles.hint}>
        {value.length === 0
          ? `Hasta ${String(maxFiles)} fotos (PNG, JPG, WebP o GIF).`
          : full
            ? `Llegaste al máximo de ${String(maxFiles)} fotos.`
            : `${String(value.length)} de ${String(maxFiles)} fotos. Puedes agregar ${String(left)} más.`}
      </span>
      {value.length > 0 ? (
        <ul className={styles.list} aria-label={`Fotos elegidas (${String(value.length)})`}>
          {value.map((file, i) => (
            <li key={`${file.name}-${String(i)}`} className={styles.item}>
              <img className={styles.thumb} src={previews[i]} alt={`Vista previa de ${file.name}`} />
              <span className={styles.name} title={file.name}>
                {file.name}
              </span>
              <Button
                variant="secondary"
                size="sm"
                isDisabled={isDisabled}
                aria-label={`Quitar ${file.name}`}
                onPress={() => onChange(value.filter((_, j) => j !== i))}
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <FileTrigger acceptedFileTypes={[...acceptedTypes]} allowsMultiple onSelect={add}>
          <Button variant="secondary" isDisabled={isDisabled || full}>
            {value.length === 0 ? 'Elegir fotos' : 'Agregar fotos'}
          </Button>
        </FileTrigger>
      </div>
      {errorMessage ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
