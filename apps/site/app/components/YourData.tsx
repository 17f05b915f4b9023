// "Tus datos" in /settings and /tus-datos: the data rights the privacy policy promises, over the
// domain's market.data (exportAll / importAll / deleteAll) and @cg/ui's DataRightsPanel.
import { useEffect, useState } from 'react';
import { useNavigate } from '@remix-run/react';
import { argentinaDay, isDomainError, type PersonalImportSummary } from '@cg/domain';
import type { ImportSummary } from '@cg/browser';
import { DataRightsPanel, type DataRightsBusy, type DataRightsMessage } from '@cg/ui';
import { getBackend } from '#app/lib/marketplace.client';
import { currentActor, useCurrentUser } from '#app/lib/session';
import { EVERYTHING, isOf, type SiteChange } from '#app/lib/change-concerns';
import { toast } from '#app/lib/toast';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 pedidos, 1 viaje y 2 fotos": only what the import brought. */
function describeImport(s: ImportSummary): string {
  const parts = [
    s.users > 0 && plural(s.users, 'cuenta', 'cuentas'),
    s.requests > 0 && plural(s.requests, 'pedido', 'pedidos'),
    s.trips > 0 && plural(s.trips, 'viaje', 'viajes'),
    s.chats > 0 && plural(s.chats, 'chat', 'chats'),
    s.reviews > 0 && plural(s.reviews, 'reseña', 'reseñas'),
    s.offers > 0 && plural(s.offers, 'oferta', 'ofertas'),
    s.invitations > 0 && plural(s.invitations, 'invitación', 'invitaciones'),
    s.alerts > 0 && plural(s.alerts, 'ajuste de alertas', 'ajustes de alertas'),
    s.images > 0 && plural(s.images, 'foto', 'fotos'),
  ].filter((p): p is string => Boolean(p));
  const last = parts.pop();
  const list = last === undefined ? 'nada nuevo' : parts.length === 0 ? last : `${parts.join(', ')} y ${last}`;
  const skipped =
    s.skippedUsers > 0
      ? ` ${plural(s.skippedUsers, 'cuenta no se importó porque su', 'cuentas no se importaron porque su')} e-mail ya está registrado en este navegador.`
      : '';
  return `Se agregó ${list}.${skipped}`;
}

/** "Se agregaron 2 pedidos y 1 viaje. 1 ya estaba en tu cuenta.": what an import into an account did. */
function describeAccountImport(s: PersonalImportSummary): string {
  const added = [
    s.requests > 0 && plural(s.requests, 'pedido', 'pedidos'),
    s.trips > 0 && plural(s.trips, 'viaje', 'viajes'),
  ].filter((p): p is string => Boolean(p));
  const parts = [added.length === 0 ? 'No se agregó nada nuevo.' : `Se agregó ${added.join(' y ')}.`];
  if (s.duplicates > 0)
    parts.push(`${s.duplicates === 1 ? '1 ya estaba' : `${s.duplicates} ya estaban`} en tu cuenta.`);
  if (s.refused > 0)
    parts.push(
      `${s.refused === 1 ? '1 no cumple' : `${s.refused} no cumplen`} las reglas de hoy (por ejemplo, un viaje que ya pasó o un pedido sin su foto).`,
    );
  return parts.join(' ');
}

/** Today's date for the file name, "2026-11-21". */
const today = () => argentinaDay();

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Whether a change may move the counts of what the file holds: a request or a trip (whose owner a
 * change does not say), never someone else's new request (its card names its buyer, decision 048),
 * a chat or a notification — so a crowd's publishes cost this panel no request.
 */
function countsMayChange(change: SiteChange, userId: string | null, wholeBrowser: boolean): boolean {
  if (isOf(change, EVERYTHING, 'session', 'trips')) return true;
  if (!isOf(change, 'requests')) return false;
  return wholeBrowser || !change.card || change.card.userId === userId;
}

export function YourData({ headingLevel = 2 }: { headingLevel?: 2 | 3 } = {}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<DataRightsBusy>('idle');
  const [message, setMessage] = useState<DataRightsMessage | null>(null);
  const [summary, setSummary] = useState<string | undefined>();
  const [version, setVersion] = useState(0);
  const { browserData } = getBackend();

  const userId = useCurrentUser()?.id ?? null;
  useEffect(
    () =>
      getBackend().changes.subscribe((change) => {
        if (countsMayChange(change, userId, browserData !== null)) setVersion((v) => v + 1);
      }),
    [userId, browserData],
  );
  useEffect(() => {
    let alive = true;
    const market = getBackend().marketplace;
    // The static demo counts what this browser holds; an account counts its own.
    const counts = browserData
      ? browserData.counts()
      : Promise.all([market.requests.mine(null), market.trips.mine(null)]).then(([requests, trips]) => ({
          requests: requests.length,
          trips: trips.length,
        }));
    void counts.then(
      ({ requests, trips }) => {
        if (alive) setSummary(`${plural(requests, 'pedido', 'pedidos')} y ${plural(trips, 'viaje', 'viajes')}`);
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [version, browserData]);

  async function run(kind: Exclude<DataRightsBusy, 'idle'>, action: () => Promise<DataRightsMessage>) {
    setBusy(kind);
    setMessage(null);
    try {
      setMessage(await action());
    } catch (error) {
      if (!isDomainError(error)) throw error;
      setMessage({ tone: 'critical', title: error.title, description: error.description });
    } finally {
      setBusy('idle');
    }
  }

  return (
    <DataRightsPanel
      summary={summary}
      headingLevel={headingLevel}
      busy={busy}
      message={message}
      scope={browserData ? 'browser' : 'account'}
      onExport={() =>
        run('exporting', async () => {
          if (!browserData) {
            const mine = await getBackend().marketplace.data.exportMine(await currentActor());
            download(JSON.stringify(mine, null, 2), `conexion-global-mis-datos-${today()}.json`);
            return {
              tone: 'success',
              title: 'Archivo descargado',
              description: `Incluye ${plural(mine.requests.length, 'pedido', 'pedidos')}, ${plural(mine.deliveries.length, 'entrega', 'entregas')}, ${plural(mine.offersMade.length + mine.offersReceived.length, 'oferta', 'ofertas')} y ${plural(mine.chats.length, 'chat', 'chats')}. Guárdalo en un lugar privado.`,
            };
          }
          const bundle = await browserData.exportAll(await currentActor());
          download(JSON.stringify(bundle), `conexion-global-datos-${today()}.json`);
          return {
            tone: 'success',
            title: 'Archivo descargado',
            description: `Incluye ${plural(bundle.data.requests.length, 'pedido', 'pedidos')}, ${plural(Object.keys(bundle.data.chats).length, 'chat', 'chats')} y ${plural(bundle.images.length, 'foto', 'fotos')}. Guárdalo en un lugar privado.`,
          };
        })
      }
      // An account is deleted from /settings' "Eliminar cuenta" (accounts.deleteAccount keeps the
      // other party's orders); an import into it takes only what the person made alone.
      {...(!browserData && {
        onImport: (file: File) =>
          run('importing', async () => {
            const summary = await getBackend().marketplace.data.importMine(await currentActor(), await file.text());
            const description = describeAccountImport(summary);
            toast({ title: 'Datos importados', description, variant: 'success' });
            return { tone: 'success', title: 'Datos importados', description };
          }),
      })}
      {...(browserData && {
        onImport: (file: File) =>
          run('importing', async () => {
            const summary = await browserData.importAll(await file.text());
            toast({ title: 'Datos importados', description: describeImport(summary), variant: 'success' });
            return { tone: 'success', title: 'Datos importados', description: describeImport(summary) };
          }),
        onDeleteAll: () =>
          run('deleting', async () => {
            const actor = await currentActor();
            await browserData.deleteAll(actor);
            toast({
              title: 'Datos borrados',
              description: 'Borramos de este navegador todas las cuentas, pedidos, chats y fotos.',
              variant: 'success',
            });
            navigate('/');
            return { tone: 'success', title: 'Datos borrados' };
          }),
      })}
    />
  );
}
