// Ajustes: the person's profile and picture, password, notifications, payment methods, their data
// and the account's deletion. The forms and their actions are in features/settings/.
import { redirect, useLoaderData, type ClientActionFunctionArgs, type MetaFunction } from '@remix-run/react';
import { Button, Card, Link } from '@cg/ui';
import { currentActor, loadCurrentUser } from '#app/lib/session';
import { toast, toastError } from '#app/lib/toast';
import { keepFormWhenSessionEnded, text, toFormFailure } from '#app/lib/forms';
import { isAbout, isOf, reloadOnlyFor, type Concern } from '#app/lib/change-concerns';
import { LoginRequired } from '#app/components/LoginRequired';
import { YourData } from '#app/components/YourData';
import { deleteAccount } from '#app/features/settings/actions/delete-account';
import { changePassword } from '#app/features/settings/actions/password';
import {
  PICTURE_INTENTS,
  removePicture,
  resendEmailConfirmation,
  setPicture,
  updateProfile,
} from '#app/features/settings/actions/profile';
import { Alerts } from '#app/features/settings/Alerts';
import { DeleteAccount } from '#app/features/settings/DeleteAccount';
import { getMarketplace } from '#app/lib/marketplace.client';
import { PasswordForm } from '#app/features/settings/PasswordForm';
import { ProfileForm } from '#app/features/settings/ProfileForm';
import type { SettingsResult } from '#app/features/settings/result';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

export const meta: MetaFunction = () => [{ title: 'Ajustes - Conexión Global' }];

/**
 * Settings show the person's own record and alerts: a change about them (their profile, their
 * alerts, decision 046), or a session. Nobody else's change concerns the page (decision 038).
 */
let shownUser: string | null = null;
const settingsConcerns: Concern = (change) =>
  isOf(change, 'session') || (shownUser !== null && isOf(change, 'users') && isAbout(change, shownUser));

// A refusal because the session ended keeps the page (and what was typed) as it is.
export const shouldRevalidate = reloadOnlyFor(settingsConcerns, keepFormWhenSessionEnded);

export async function clientLoader() {
  const user = await loadCurrentUser();
  shownUser = user?.id ?? null;
  // The person's alerts (decision 046).
  const alerts = user ? await getMarketplace().matching.alerts({ id: user.id }) : null;
  return { user, alerts };
}

/** Every form of the page posts here with its intent; anything but the others' is the profile's. */
export async function clientAction({
  request,
}: ClientActionFunctionArgs): Promise<SettingsResult | ReturnType<typeof redirect>> {
  const form = await request.formData();
  const intent = text(form, 'intent');
  try {
    const actor = await currentActor();
    if (intent === 'delete') return await deleteAccount(actor, form);
    if (intent === 'confirm-email') await resendEmailConfirmation(actor);
    else if (intent === 'picture') await setPicture(actor, form);
    else if (intent === 'remove-picture') await removePicture(actor);
    else if (intent === 'password') await changePassword(actor, form);
    else await updateProfile(actor, form);
    return { ok: true, intent };
  } catch (error) {
    const failure = toFormFailure(error);
    // A picture's refusal is an alert in its field, beside the button just pressed: a toast would
    // say it a second time. A session that ended is still toasted, for its "Iniciar sesión".
    if (!PICTURE_INTENTS.has(intent) || failure.code === 'login_required') toastError(failure);
    return { ...failure, intent };
  }
}

export default function Settings() {
  const { user, alerts } = useLoaderData<typeof clientLoader>();
  if (!user) return <LoginRequired title="Ajustes" />;
  return (
    <main className={page.narrow}>
      <h1 className={page.title}>Ajustes</h1>
      <ProfileForm user={user} />
      <PasswordForm />
      <Card padding="lg" gap="md" role="region" aria-labelledby="notificaciones">
        <h2 id="notificaciones" className={content.cardTitle}>
          Notificaciones
        </h2>
        <p className={content.muted}>
          Muy pronto podrás elegir qué avisos recibir por e-mail: pedidos aceptados, pagos y mensajes.
        </p>
        <div>
          <Button
            variant="secondary"
            onPress={() =>
              toast({
                title: 'En construcción',
                description: 'Las preferencias de notificación estarán disponibles pronto.',
              })
            }
          >
            Configurar notificaciones
          </Button>
        </div>
      </Card>
      {alerts ? <Alerts saved={alerts} /> : null}
      <Card padding="lg" gap="md" role="region" aria-labelledby="pagos">
        <h2 id="pagos" className={content.cardTitle}>
          Métodos de pago
        </h2>
        <p className={content.muted}>Tus tarjetas guardadas para pagar pedidos.</p>
        <div>
          <Link href="/payment-methods" variant="button-secondary">
            Administrar métodos de pago
          </Link>
        </div>
      </Card>
      <YourData />
      <DeleteAccount />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
