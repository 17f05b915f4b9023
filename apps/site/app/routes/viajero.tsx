import {
  Form,
  Link,
  redirect,
  useLoaderData,
  useNavigation,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { useActionResult } from '#app/lib/action-result';
import { useEffect } from 'react';
import {
  COUNTRY_OPTIONS,
  DESTINATION_COUNTRY,
  ENTRY_WAYS,
  ENTRY_WAY_LABELS,
  PROVINCES,
  SPACE_SIZES,
  SPACE_SIZE_LABELS,
  type EntryWay,
  type Province,
  type SpaceSize,
  argentinaDay,
  formatWholeMoney,
  franchiseOf,
} from '@cg/domain';
import {
  Button,
  Card,
  CountryPicker,
  DatePicker,
  Icon,
  Link as UiLink,
  Select,
  TextField,
  type IconName,
} from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { keepFormWhenSessionEnded, text, toFormFailure } from '#app/lib/forms';
import { isAbout, isOf, reloadOnlyFor, type Concern } from '#app/lib/change-concerns';
import { requestsChangeConcernsTrips, type ShownTrips } from '#app/lib/traveller-concerns';
import { SUBMISSION_FIELD, submissionOf, useSubmissionKey } from '#app/lib/submission';
import { currentActor, loadCurrentUser, useCurrentUser } from '#app/lib/session';
import { toast, toastError } from '#app/lib/toast';
import { watchVerification } from '#app/lib/verification-watch.client';
import { TravellerMatches, loadTravellerMatches } from '#app/features/traveller-matches';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/traveller.css';

/** The spec's promise to travellers (50 to 300 USD a product), written as money is everywhere. */
const EARNINGS = `entre ${formatWholeMoney(5000)} y ${formatWholeMoney(30000)}`;

export const meta: MetaFunction = () => [
  { title: 'Registrar un viaje - Conexión Global' },
  {
    name: 'description',
    content: `Registra tu viaje a la Argentina gratis y gana ${EARNINGS} por producto que traigas.`,
  },
];

const COUNTRIES = COUNTRY_OPTIONS.filter((c) => c.name !== DESTINATION_COUNTRY).map((c) => ({
  name: c.name,
  flag: c.flag,
}));
const today = () => argentinaDay();
const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ id: p, label: p }));
const SPACE_OPTIONS = SPACE_SIZES.map((s) => ({ id: s, label: SPACE_SIZE_LABELS[s] }));
/** Issue 37: the way of entry sets the traveller's customs franchise (decision 047). */
const FRANCHISE_NOTE = `Define tu franquicia de aduana por mes: ${formatWholeMoney(franchiseOf('air_sea'))} en avión o barco, ${formatWholeMoney(franchiseOf('land'))} por tierra.`;
const ENTRY_OPTIONS = ENTRY_WAYS.map((w) => ({ id: w, label: ENTRY_WAY_LABELS[w] }));

/** `?editar=<id>`: one of the person's trips, the form filled with it (issue 35 item 11). */
/** Whose page the last load showed, and the upcoming trips it listed (with requests they can carry). */
let shown: { readonly userId: string | null } & ShownTrips = { userId: null, trips: [], today: '' };
/**
 * The page shows the person's upcoming trips and the requests each can carry (decision 046): a new
 * request concerns it when one of those trips carries it (the alerts' rule), any other requests
 * change when trips are listed (a listed request may leave); a trip may be theirs (another tab's);
 * their own record says whether they may register one. A visitor's page shows none of it: only a
 * session concerns it; a chat, a notification or a review concerns nobody's page here (decision 038).
 */
const travellerConcerns: Concern = (change) => {
  if (isOf(change, 'session')) return true;
  const { userId } = shown;
  if (userId === null) return false;
  if (isOf(change, 'requests')) return requestsChangeConcernsTrips(change, shown);
  return isOf(change, 'trips') || (isOf(change, 'users') && isAbout(change, userId));
};

// A refusal because the session ended keeps the page (and what was typed) as it is.
export const shouldRevalidate = reloadOnlyFor(travellerConcerns, keepFormWhenSessionEnded);

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const id = new URL(request.url).searchParams.get('editar');
  const user = await loadCurrentUser();
  const day = today();
  // The person's upcoming trips and the requests each can carry (decision 046).
  const matches = user ? await loadTravellerMatches(getMarketplace(), { id: user.id }, day) : [];
  shown = { userId: user?.id ?? null, trips: matches.map((m) => m.trip), today: day };
  if (!id) return { editing: null, matches, today: day };
  const trips = user ? await getMarketplace().trips.mine({ id: user.id }) : [];
  return { editing: trips.find((t) => t.id === id) ?? null, matches, today: day };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const data = await request.formData();
  const input = {
    originCountry: text(data, 'originCountry'),
    province: text(data, 'province') as Province,
    departureDate: text(data, 'departureDate'),
    returnDate: text(data, 'returnDate'),
    availableSpace: text(data, 'availableSpace') as SpaceSize,
    entryWay: text(data, 'entryWay') as EntryWay,
  };
  const editing = text(data, 'tripId');
  try {
    if (editing) {
      await getMarketplace().trips.edit(await currentActor(), editing, input);
      toast({ title: 'Viaje actualizado', description: 'Guardamos los cambios de tu viaje.', variant: 'success' });
      return redirect('/dashboard');
    }
    await getMarketplace().trips.register(await currentActor(), input, submissionOf(data));
    toast({
      title: '¡Viaje registrado!',
      description: 'Tu viaje ha sido registrado exitosamente.',
      variant: 'success',
    });
    return redirect('/viajeros');
  } catch (error) {
    const failure = toFormFailure(error);
    toastError(failure);
    return failure;
  }
}

const BENEFITS: readonly (readonly [IconName, string, string])[] = [
  ['banknote', `Gana ${EARNINGS} por producto`, 'Cobras una recompensa por cada producto que traes en tu equipaje.'],
  [
    'lock',
    'Pago garantizado',
    'El pago queda en garantía y se libera cuando entregas el producto y recibes el código de 6 dígitos.',
  ],
  ['luggage', 'Tú eliges qué traer', 'Acepta solo los pedidos que entran en tu espacio disponible.'],
  ['gift', 'Registro gratuito', 'Registrar tu viaje no tiene costo.'],
];

export default function Viajero() {
  const failure = useActionResult<typeof clientAction>();
  const { editing, matches, today: day } = useLoaderData<typeof clientLoader>();
  const navigation = useNavigation();
  const user = useCurrentUser();
  const busy = navigation.state === 'submitting' && navigation.formAction.split('?')[0] === '/viajero';
  const submissionKey = useSubmissionKey(busy);
  const errors = failure?.fieldErrors ?? {};
  const invalid = (name: string) => ({ isInvalid: Boolean(errors[name]), errorMessage: errors[name] });
  const status = user?.verificationStatus;

  // Came back while a verification is in review: keep waiting for its decision.
  useEffect(() => {
    if (status === 'pending') void watchVerification();
  }, [status]);

  return (
    <main className={page.page}>
      <div>
        <h1 className={page.title}>Gana dinero viajando</h1>
        <p className={page.lead}>Registra tu viaje a la Argentina y trae productos para quienes los piden.</p>
      </div>
      {status === 'verified' ? (
        <div className={styles.bannerPositive} role="note" aria-label="Estado de verificación">
          <span className={styles.bannerIcon} aria-hidden="true">
            <Icon name="check" />
          </span>
          <div className={styles.bannerBody}>
            <strong>Viajero Verificado</strong>
            <span>Tu identidad está verificada. Ya puedes aceptar pedidos.</span>
          </div>
        </div>
      ) : status === 'pending' ? (
        <div className={styles.bannerInfo} role="note" aria-label="Estado de verificación">
          <span className={styles.bannerIcon} aria-hidden="true">
            <Icon name="hourglass" />
          </span>
          <div className={styles.bannerBody}>
            <strong>Verificación en revisión</strong>
            <span>Estamos verificando tu identidad. Te avisaremos en unos segundos.</span>
          </div>
        </div>
      ) : user ? (
        <div className={styles.bannerCaution} role="note" aria-label="Estado de verificación">
          <span className={styles.bannerIcon} aria-hidden="true">
            <Icon name="idCard" />
          </span>
          <div className={styles.bannerBody}>
            <strong>{status === 'declined' ? 'Tu verificación fue rechazada' : 'Verifica tu identidad'}</strong>
            <span>Para aceptar pedidos necesitas verificar tu identidad como viajero.</span>
            <span>
              <UiLink href="/verificacion-viajero" variant="standalone">
                {status === 'declined' ? 'Enviar documentos de nuevo' : 'Verificar ahora'}
              </UiLink>
            </span>
          </div>
        </div>
      ) : null}

      <div className={styles.twoColumns}>
        <Card>
          <h2 className={styles.sectionTitle}>{editing ? 'Cambia tu viaje' : 'Registra tu viaje'}</h2>
          {!user ? (
            <p className={styles.muted}>
              Para registrar un viaje necesitas una cuenta. <Link to="/login?redirectTo=%2Fviajero">Inicia sesión</Link>{' '}
              o <Link to="/registro?redirectTo=%2Fviajero">regístrate gratis</Link>.
            </p>
          ) : null}
          <Form
            method="post"
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              if (busy) event.preventDefault();
            }}
          >
            <input type="hidden" name={SUBMISSION_FIELD} value={submissionKey} />
            {editing ? <input type="hidden" name="tripId" value={editing.id} /> : null}
            <CountryPicker
              name="originCountry"
              label="País de origen"
              countries={COUNTRIES}
              defaultValue={editing?.originCountry ?? null}
              isRequired
              {...invalid('originCountry')}
            />
            <div className={styles.row}>
              <TextField
                name="destinationCountry"
                label="País de destino"
                value={DESTINATION_COUNTRY}
                isReadOnly
                description="Todos los viajes llegan a la Argentina."
              />
              <Select
                name="province"
                label="Provincia de destino"
                placeholder="Elige una provincia"
                options={PROVINCE_OPTIONS}
                defaultValue={editing?.province ?? null}
                isRequired
                {...invalid('province')}
              />
            </div>
            <div className={styles.row}>
              <DatePicker
                name="departureDate"
                label="Fecha de salida"
                defaultValue={editing?.departureDate ?? null}
                isRequired
                minValue={today()}
                {...invalid('departureDate')}
              />
              <DatePicker
                name="returnDate"
                label="Fecha de regreso"
                description="El día que regresas a la Argentina."
                defaultValue={editing?.returnDate ?? null}
                isRequired
                minValue={today()}
                {...invalid('returnDate')}
              />
            </div>
            <Select
              name="availableSpace"
              label="Espacio disponible"
              placeholder="Elige el espacio"
              options={SPACE_OPTIONS}
              defaultValue={editing?.availableSpace ?? null}
              isRequired
              {...invalid('availableSpace')}
            />
            <Select
              name="entryWay"
              label="¿Cómo entras a la Argentina?"
              placeholder="Elige cómo llegas"
              description={FRANCHISE_NOTE}
              options={ENTRY_OPTIONS}
              defaultValue={editing?.entryWay ?? null}
              isRequired
              {...invalid('entryWay')}
            />
            <Button
              type="submit"
              isPending={busy}
              pendingLabel={editing ? 'Guardando...' : 'Registrando viaje...'}
              fullWidth
            >
              {editing ? 'Guardar cambios' : 'Registrar viaje'}
            </Button>
          </Form>
        </Card>
        <Card variant="sunken" as="div">
          <h2 className={styles.sectionTitle}>Beneficios de viajar con Conexión Global</h2>
          <ul className={styles.list}>
            {BENEFITS.map(([icon, title, body]) => (
              <li key={title}>
                <span aria-hidden="true">
                  <Icon name={icon} />
                </span>
                <span>
                  <strong>{title}</strong>
                  <br />
                  <span className={styles.muted}>{body}</span>
                </span>
              </li>
            ))}
          </ul>
          <UiLink href="/pedidos" variant="button-secondary">
            Ver pedidos disponibles
          </UiLink>
        </Card>
        <TravellerMatches matches={matches} today={day} />
      </div>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
