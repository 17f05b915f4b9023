import { useEffect, useId, useRef, useState, type HTMLAttributes } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import * as s from './ProfilePictureField.css';

/** What the field is doing: nothing, sending a new picture, or removing the current one. @internal */
export const profilePictureFieldStatuses = ['idle', 'uploading', 'removing'] as const;
export type ProfilePictureFieldStatus = (typeof profilePictureFieldStatuses)[number];

/** The types a profile picture may have: what the server accepts (it checks the bytes again). */
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The largest picture the server takes (8 MiB a file, as every upload): refused here before sending. */
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

export interface ProfilePictureFieldError {
  title: string;
  description?: string;
}

/**
 * "8 MB", "9,5 MB": megabytes as the server counts them (MiB), in Argentine Spanish; rounded up
 * when `up`, so a file just over the limit never reads as "8 MB" beside a maximum of 8 MB.
 */
function megabytes(bytes: number, up = false): string {
  const tenths = (bytes / (1024 * 1024)) * 10;
  const mb = (up ? Math.ceil(tenths) : Math.round(tenths)) / 10;
  // A no-break space: "9" and "MB" never on two lines.
  return `${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 }).format(mb)}\u00a0MB`;
}

/** A title read before its description ends in a full stop, so a screen reader pauses there. */
const sentence = (title: string) => (/[.!?…]$/.test(title) ? title : `${title}.`);

/** Why a file is refused before sending it, or null when it may go. */
function refusalOf(file: File, maxBytes: number): ProfilePictureFieldError | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type))
    return { title: 'Archivo no válido', description: 'Por favor, selecciona un archivo de imagen.' };
  if (file.size > maxBytes) {
    return {
      title: 'Foto demasiado grande',
      description: `La foto pesa ${megabytes(file.size, true)} y el máximo es ${megabytes(maxBytes)}. Elige una más liviana.`,
    };
  }
  return null;
}

export interface ProfilePictureFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect' | 'children'> {
  /** The person's name: their initials when there is no picture. */
  name: string;
  /** The current picture's URL; `null` (or missing) when they have none. */
  src?: string | null;
  /**
   * `uploading` while a chosen picture is sent, `removing` while it is removed: both buttons stop
   * taking presses, the pressed one says so ("Subiendo foto…", "Quitando foto…").
   * @default 'idle'
   */
  status?: ProfilePictureFieldStatus;
  /** The page's refusal of the last picture (the domain's Spanish title and description). */
  error?: ProfilePictureFieldError | null;
  /** Called with a chosen file that passed the browser's checks (type and size); send it at once. */
  onSelect?: (file: File) => void;
  /** Called when "Quitar foto" is pressed. */
  onRemove?: () => void;
  /**
   * The largest file sent, in bytes; a larger one is refused here with a Spanish message.
   * @default 8 MiB (the server's limit for every upload)
   */
  maxBytes?: number;
  /**
   * The field's visible label.
   * @default 'Foto de perfil'
   */
  label?: string;
}

/**
 * The person's picture in the settings: their avatar, "Subir foto" / "Cambiar foto" (a file
 * picker for JPG, PNG, WebP or GIF), "Quitar foto" when there is one, a pending state while the
 * page sends it, and the page's refusal or the browser's own (a file over the size limit, a
 * file that is not one of those images). The field uploads nothing itself: `onSelect` does.
 */
export function ProfilePictureField({
  name,
  src = null,
  status = 'idle',
  error: external = null,
  onSelect,
  onRemove,
  maxBytes = DEFAULT_MAX_BYTES,
  label = 'Foto de perfil',
  className,
  ...props
}: ProfilePictureFieldProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [own, setOwn] = useState<ProfilePictureFieldError | null>(null);
  const error = own ?? external;
  const hasPicture = Boolean(src);
  const busy = status !== 'idle';

  // "Quitar foto" goes with the picture it removed, and the focus with it: the button that is
  // left gets the focus rather than the page's start (a keyboard user keeps their place). The
  // picture may go while the removal is still pending (the site reloads the account on a live
  // update before the action answers), when that button is still disabled: the focus is owed
  // until the field is idle, and paid only if nothing else has taken it meanwhile.
  const hadPicture = useRef(hasPicture);
  const focusOwed = useRef(false);
  useEffect(() => {
    const lost = () => document.activeElement === null || document.activeElement === document.body;
    if (hadPicture.current && !hasPicture && lost()) focusOwed.current = true;
    hadPicture.current = hasPicture;
    if (focusOwed.current && !busy) {
      focusOwed.current = false;
      if (lost()) rootRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    }
  }, [hasPicture, busy]);

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file || busy) return;
    const refusal = refusalOf(file, maxBytes);
    setOwn(refusal);
    if (!refusal) onSelect?.(file);
  };

  const remove = () => {
    setOwn(null);
    onRemove?.();
  };

  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div
      {...props}
      ref={rootRef}
      role="group"
      aria-labelledby={labelId}
      aria-busy={busy || undefined}
      className={[s.root, className].filter(Boolean).join(' ')}
    >
      <span id={labelId} className={s.label}>
        {label}
      </span>
      <div className={s.row}>
        <span className={s.picture}>
          <Avatar name={name} src={src} size="xl" decorative />
          {busy && (
            <span className={s.busyOverlay} aria-hidden="true">
              <Spinner size="lg" />
            </span>
          )}
        </span>
        <div className={s.body}>
          <div className={s.actions}>
            <FileTrigger acceptedFileTypes={[...PICTURE_TYPES]} onSelect={choose}>
              <Button
                variant="secondary"
                isPending={status === 'uploading'}
                isDisabled={busy}
                pendingLabel="Subiendo foto…"
                aria-describedby={describedBy}
              >
                {hasPicture ? 'Cambiar foto' : 'Subir foto'}
              </Button>
            </FileTrigger>
            {hasPicture && (
              <Button
                variant="ghost"
                onPress={remove}
                isPending={status === 'removing'}
                isDisabled={busy}
                pendingLabel="Quitando foto…"
              >
                Quitar foto
              </Button>
            )}
          </div>
          <span id={hintId} className={s.hint}>
            JPG, PNG, WebP o GIF, hasta {megabytes(maxBytes)}.
          </span>
          <div role="alert" id={errorId} className={s.error}>
            {error && (
              <>
                <strong>{sentence(error.title)}</strong> {error.description}
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
