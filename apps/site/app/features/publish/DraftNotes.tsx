import { Button, Card } from '@cg/ui';
import type { DraftSaveOutcome } from '#app/lib/request-draft';
import type { DraftNote } from './useRequestDraft';
import * as form from '#app/styles/form.css';
import * as styles from '#app/styles/market.css';

/**
 * What the form says about its starting point above the fields: a draft recovered (with
 * "Empezar de nuevo"), a draft that could not be read or kept, or a similar request's details.
 */
export function DraftNotes({
  note,
  saveOutcome,
  similar,
  onStartAgain,
}: {
  note: DraftNote;
  saveOutcome: DraftSaveOutcome | null;
  similar: boolean;
  onStartAgain: () => void;
}) {
  return (
    <>
      {note === 'restored' ? (
        <Card variant="sunken" padding="md" gap="sm" role="status" aria-labelledby="borrador">
          <h2 id="borrador" className={styles.cardTitle}>
            Borrador recuperado
          </h2>
          <p>
            Recuperamos lo que habías escrito en este dispositivo. Se guarda mientras escribes, hasta que publiques el
            pedido o cierres la sesión.
          </p>
          <div>
            <Button variant="secondary" size="sm" onPress={onStartAgain}>
              Empezar de nuevo
            </Button>
          </div>
        </Card>
      ) : null}
      {note === 'unreadable' ? (
        <p role="status" className={form.hint}>
          El borrador guardado en este dispositivo no se pudo leer y lo descartamos. El formulario funciona igual y lo
          que escribas ahora se vuelve a guardar.
        </p>
      ) : null}
      {saveOutcome === 'not_saved' ? (
        <p role="status" className={form.hint}>
          No pudimos guardar un borrador en este dispositivo (su almacenamiento está lleno o bloqueado). No se pierde
          nada: lo que escribiste sigue en el formulario y puedes publicarlo.
        </p>
      ) : null}
      {similar ? (
        <Card variant="sunken" padding="md" gap="sm">
          <h2 className={styles.cardTitle}>Pedido similar</h2>
          <p>
            Completamos el producto con los datos del pedido que viste. Revísalos, agrega el precio, la recompensa y una
            foto, y publícalo cuando esté listo.
          </p>
        </Card>
      ) : null}
    </>
  );
}

/** Under the photo: a photo too heavy for the draft, now or when it was kept. */
export function PhotoDraftNote({
  hasImage,
  leftOutBefore,
  saveOutcome,
}: {
  hasImage: boolean;
  leftOutBefore: boolean;
  saveOutcome: DraftSaveOutcome | null;
}) {
  if (saveOutcome !== 'saved_without_photo') return null;
  if (hasImage) {
    return (
      <p role="status" className={form.hint}>
        Esta foto pesa más de lo que guardamos en el borrador de este dispositivo (unos 700 KB): el resto del pedido
        queda guardado, y si vuelves más tarde tendrás que elegirla otra vez.
      </p>
    );
  }
  return leftOutBefore ? (
    <p role="status" className={form.hint}>
      La foto que habías elegido pesaba más de lo que guardamos en el borrador: vuelve a elegirla para publicar.
    </p>
  ) : null;
}
