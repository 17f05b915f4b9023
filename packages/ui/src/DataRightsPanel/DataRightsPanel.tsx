import { useState, type HTMLAttributes } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import { AlertDialog } from '../Dialog/Dialog';
import * as s from './DataRightsPanel.css';

/** The outcome of the last action, shown under the buttons. */
export interface DataRightsMessage {
  tone: 'success' | 'critical';
  title: string;
  description?: string;
}

/** Which action is running, if any. @internal */
export const dataRightsBusyStates = ['idle', 'exporting', 'importing', 'deleting'] as const;
export type DataRightsBusy = (typeof dataRightsBusyStates)[number];

export interface DataRightsPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** What is stored in this browser, already worded ("3 pedidos, 1 viaje, 2 chats y 4 fotos"). */
  summary?: string;
  /** Builds and downloads the export file. */
  onExport: () => void | Promise<void>;
  /** Reads the chosen file and imports it. Without it the import section is not shown. */
  onImport?: (file: File) => void | Promise<void>;
  /** Deletes everything, after the confirmation. Without it the delete section is not shown. */
  onDeleteAll?: () => void | Promise<void>;
  /**
   * Where the data lives: in this browser (the static demo: everything, password hash included) or
   * in the person's account on the server (only their own data, never a password).
   * @default 'browser'
   */
  scope?: 'browser' | 'account';
  /** @default 'idle' */
  busy?: DataRightsBusy;
  /** Result of the last action (an import error in Spanish, a summary of what was imported…). */
  message?: DataRightsMessage | null;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * "Tus datos": the rights the privacy policy promises, for data that lives in this browser —
 * download everything (JSON with the photos), bring it into another browser, delete it all.
 */
export function DataRightsPanel({
  summary,
  onExport,
  onImport,
  onDeleteAll,
  busy = 'idle',
  message,
  headingLevel = 2,
  scope = 'browser',
  className,
  ...props
}: DataRightsPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const anyBusy = busy !== 'idle';

  return (
    <section {...props} aria-label="Tus datos" className={[s.root, className].filter(Boolean).join(' ')}>
      <Heading className={s.title}>Tus datos</Heading>
      <p className={s.muted}>
        {scope === 'account'
          ? 'Tus datos se guardan en tu cuenta de Conexión Global.'
          : 'Tus datos se guardan en este navegador.'}{' '}
        {summary ? `Hoy hay ${summary}.` : ''}
      </p>

      <div className={s.action}>
        <Sub className={s.actionTitle}>Descargar tus datos</Sub>
        {scope === 'account' ? (
          <p className={s.muted}>
            Un archivo JSON con tu perfil, tus pedidos y entregas, viajes, ofertas (las que hiciste y las que recibiste
            en tus pedidos, tal como las ves), invitaciones que enviaste, alertas, chats, reseñas, notificaciones y
            movimientos. De otras personas, solo lo que ya ves en la app; nunca tu contraseña: guárdalo en un lugar
            privado.
          </p>
        ) : (
          <p className={s.muted}>
            Un archivo JSON con tus cuentas, pedidos, viajes, ofertas, invitaciones, alertas, chats, reseñas,
            notificaciones y fotos. Incluye la contraseña cifrada para que puedas iniciar sesión en otro navegador:
            guárdalo en un lugar privado.
          </p>
        )}
        <Button
          variant="secondary"
          onPress={() => void onExport()}
          isPending={busy === 'exporting'}
          pendingLabel="Preparando archivo..."
          isDisabled={anyBusy && busy !== 'exporting'}
        >
          Descargar mis datos
        </Button>
      </div>

      {onImport && (
        <div className={s.action}>
          <Sub className={s.actionTitle}>Importar datos</Sub>
          <p className={s.muted}>
            {scope === 'account'
              ? 'Trae a tu cuenta, desde un archivo descargado de Conexión Global, tus pedidos que nadie aceptó y tus viajes. Nada de otras personas, ni estados de verificación ni contraseñas; lo que ya está en tu cuenta no se duplica.'
              : 'Trae a este navegador un archivo descargado de Conexión Global. Lo que ya tienes aquí se conserva.'}
          </p>
          <FileTrigger
            acceptedFileTypes={['application/json', '.json']}
            onSelect={(files) => files?.[0] && void onImport(files[0])}
          >
            <Button
              variant="secondary"
              isPending={busy === 'importing'}
              pendingLabel="Importando..."
              isDisabled={anyBusy && busy !== 'importing'}
            >
              Importar archivo
            </Button>
          </FileTrigger>
        </div>
      )}

      {onDeleteAll && (
        <div className={s.action}>
          <Sub className={s.actionTitle}>Borrar todo</Sub>
          <p className={s.muted}>
            Elimina de este navegador todas las cuentas, pedidos, viajes, chats y fotos. No se puede deshacer.
          </p>
          <Button
            variant="destructive"
            onPress={() => setConfirming(true)}
            isPending={busy === 'deleting'}
            pendingLabel="Borrando..."
            isDisabled={anyBusy && busy !== 'deleting'}
          >
            Borrar todos mis datos
          </Button>
        </div>
      )}

      <div role="status" aria-live="polite" className={s.live}>
        {message && (
          <div className={s.message({ tone: message.tone })}>
            <p className={s.messageTitle}>{message.title}</p>
            {message.description && <p className={s.messageText}>{message.description}</p>}
          </div>
        )}
      </div>

      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="¿Borrar todos tus datos?"
        confirmLabel="Sí, borrar todo"
        variant="destructive"
        onConfirm={async () => {
          setConfirming(false);
          await onDeleteAll?.();
        }}
      >
        Se eliminarán de este navegador todas las cuentas, pedidos, viajes, chats, reseñas y fotos guardados aquí, y se
        cerrará tu sesión. Si quieres conservarlos, descarga antes tus datos.
      </AlertDialog>
    </section>
  );
}
