import {
  Form,
  redirect,
  useFetcher,
  useNavigation,
  useLoaderData,
  useRouteLoaderData,
  type ClientActionFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { MESSAGES, type OwnProfile } from '@cg/domain';
import { Button, Card, Dialog, DialogTrigger, Link, ProfilePictureField, TextField } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor, endSession, loadCurrentUser } from '#app/lib/session';
import { useActionResult } from '#app/lib/action-result';
import { toast, toastError } from '#app/lib/toast';
import { text, toFormFailure, type FormFailure } from '#app/lib/forms';
import { LoginRequired } from '#app/components/LoginRequired';
import { YourData } from '#app/components/YourData';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';
import * as formStyles from '#app/styles/form.css';

export const meta: MetaFunction = () => [{ title: 'Ajustes - Conexión Global' }];

export async function clientLoader() {
  return { user: await loadCurrentUser() };
}

type Result = { ok: true; intent: string } | (FormFailure & { intent: string });

/** The picture's intents: their refusals show in the picture's field, not in a toast. */
const PICTURE_INTENTS: ReadonlySet<string> = new Set(['picture', 'remove-picture']);

export async function clientAction({
  request,
}: ClientActionFunctionArgs): Promise<Result | ReturnType<typeof redirect>> {
  const form = await request.formData();
  const intent = text(form, 'intent');
  const accounts = getMarketplace().accounts;
  try {
    const actor = await currentActor();
    if (intent === 'delete') {
      await accounts.deleteAccount(actor, { currentPassword: text(form, 'currentPassword') });
      await endSession();
      toast({
        title: 'Cuenta eliminada',
        description: 'Borramos tu cuenta y tus datos. Los pedidos que compartiste quedan para la otra persona.',
        variant: 'success',
      });
      return redirect('/');
    }
    if (intent === 'confirm-email') {
      const { alreadyConfirmed } = await accounts.resendEmailConfirmation(actor);
      const [title, description] = alreadyConfirmed ? MESSAGES.emailConfirmed : MESSAGES.emailConfirmationSent;
      toast({ title, description, variant: 'success' });
      return { ok: true, intent };
    }
    if (intent === 'picture') {
      // The file as chosen: the domain checks its bytes, scales it down and stores it (issue 32).
      const image = form.get('image');
      await accounts.setProfilePicture(actor, image instanceof Blob ? image : new Blob([]));
      toast({ title: 'Foto actualizada', description: 'Tu nueva foto ya se ve en tu perfil.', variant: 'success' });
      return { ok: true, intent };
    }
    if (intent === 'remove-picture') {
      await accounts.setProfilePicture(actor, null);
      toast({ title: 'Foto quitada', description: 'En su lugar se ven tus iniciales.', variant: 'success' });
      return { ok: true, intent };
    }
    if (intent === 'password') {
      await accounts.changePassword(actor, {
        currentPassword: text(form, 'currentPassword'),
        newPassword: text(form, 'newPassword'),
        confirmNewPassword: text(form, 'confirmNewPassword'),
      });
      toast({
        title: 'Contraseña Actualizada',
        description: 'Tu contraseña se cambió correctamente.',
        variant: 'success',
      });
    } else {
      await accounts.updateProfile(actor, {
        firstName: text(form, 'firstName'),
        lastName: text(form, 'lastName'),
        phone: text(form, 'phone'),
        location: text(form, 'location'),
        showContact: form.get('showContact') === 'on',
      });
      toast({ title: 'Perfil actualizado', description: 'Tus datos se guardaron correctamente.', variant: 'success' });
    }
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
  const { user } = useLoaderData<typeof clientLoader>();
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
          Muy pronto podrás elegir qué avisos recibir por email: pedidos aceptados, pagos y mensajes.
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

function errorsOf(data: Result | undefined, intent: string): Readonly<Record<string, string>> {
  return data && !data.ok && data.intent === intent ? data.fieldErrors : {};
}

function ProfileForm({ user }: { user: OwnProfile }) {
  const fetcher = useFetcher<typeof clientAction>();
  const errors = errorsOf(fetcher.data, 'profile');
  const busy = fetcher.state !== 'idle';
  return (
    <Card padding="lg" gap="md" role="region" aria-labelledby="perfil">
      <h2 id="perfil" className={content.cardTitle}>
        Perfil
      </h2>
      <ProfilePicture name={user.name} />
      {/* key: a saved profile (or a change from another tab) refills the fields. */}
      <fetcher.Form
        method="post"
        className={content.form}
        key={`${user.firstName}|${user.lastName}|${user.phone}|${user.location}|${String(user.showContact)}`}
      >
        <input type="hidden" name="intent" value="profile" />
        {/* First and last name side by side where they fit, each the form's width on a phone. */}
        <div className={formStyles.row}>
          <TextField
            label="Nombre"
            name="firstName"
            autoComplete="given-name"
            isRequired
            validationBehavior="aria"
            defaultValue={user.firstName}
            isInvalid={!!errors.firstName}
            errorMessage={errors.firstName}
          />
          <TextField
            label="Apellido"
            name="lastName"
            autoComplete="family-name"
            isRequired
            validationBehavior="aria"
            defaultValue={user.lastName}
            isInvalid={!!errors.lastName}
            errorMessage={errors.lastName}
          />
        </div>
        <TextField
          label="Email"
          name="email"
          type="email"
          value={user.email}
          isReadOnly
          description="El email no se puede cambiar."
        />
        <TextField
          label="Teléfono"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={user.phone}
          isInvalid={!!errors.phone}
          errorMessage={errors.phone}
        />
        <TextField
          label="Ubicación"
          name="location"
          autoComplete="address-level1"
          defaultValue={user.location}
          isInvalid={!!errors.location}
          errorMessage={errors.location}
        />
        {/* Decision 010: off by default; when on, logged-in people see them on the public profile. */}
        <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input type="checkbox" name="showContact" defaultChecked={user.showContact} />
          Mostrar mi email y teléfono en mi perfil público
        </label>
        <div>
          <Button type="submit" isPending={busy} pendingLabel="Guardando...">
            Guardar cambios
          </Button>
        </div>
      </fetcher.Form>
      <EmailConfirmation confirmed={user.emailConfirmedAt !== null} />
    </Card>
  );
}

/**
 * The person's picture: a chosen file is sent at once (multipart, to the `picture` intent), and
 * "Quitar foto" removes it. The picture shown is the root loader's, the header's own: both change
 * together when the action's revalidation brings the new one, and the field stays pending until
 * then (a fetcher's form data lasts through that reload).
 */
function ProfilePicture({ name }: { name: string }) {
  const fetcher = useFetcher<typeof clientAction>();
  const src = useRouteLoaderData<{ avatarSrc: string | null }>('root')?.avatarSrc ?? null;
  const sending = fetcher.state === 'idle' ? null : fetcher.formData?.get('intent');
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return (
    <ProfilePictureField
      name={name}
      src={src}
      status={sending === 'picture' ? 'uploading' : sending === 'remove-picture' ? 'removing' : 'idle'}
      error={failure && { title: failure.title, description: failure.description }}
      onSelect={(file) => {
        const data = new FormData();
        data.set('intent', 'picture');
        data.set('image', file);
        fetcher.submit(data, { method: 'post', encType: 'multipart/form-data' });
      }}
      onRemove={() => fetcher.submit({ intent: 'remove-picture' }, { method: 'post' })}
    />
  );
}

/** Whether the e-mail is confirmed; if not, a new link (the first came with the registration). */
function EmailConfirmation({ confirmed }: { confirmed: boolean }) {
  const fetcher = useFetcher<typeof clientAction>();
  const sent = fetcher.state === 'idle' && fetcher.data?.ok && fetcher.data.intent === 'confirm-email';
  if (confirmed) {
    return (
      <p className={content.muted} role="status">
        <span className={content.badgeInfo}>E-mail confirmado</span>
      </p>
    );
  }
  return (
    <fetcher.Form method="post" className={content.inlineForm} aria-labelledby="email-sin-confirmar">
      <input type="hidden" name="intent" value="confirm-email" />
      <p id="email-sin-confirmar" className={content.muted} role="status">
        {sent
          ? 'Te enviamos un enlace nuevo: ábrelo para confirmar tu e-mail.'
          : 'Tu e-mail no está confirmado. Lo necesitarás para retirar tus ganancias.'}
      </p>
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        isPending={fetcher.state !== 'idle'}
        pendingLabel="Enviando..."
      >
        Reenviar enlace de confirmación
      </Button>
    </fetcher.Form>
  );
}

function PasswordForm() {
  const fetcher = useFetcher<typeof clientAction>();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = errorsOf(fetcher.data, 'password');
  const busy = fetcher.state !== 'idle';
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok && fetcher.data.intent === 'password') formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <Card padding="lg" gap="md" role="region" aria-labelledby="contrasena">
      <h2 id="contrasena" className={content.cardTitle}>
        Cambiar contraseña
      </h2>
      <fetcher.Form ref={formRef} method="post" className={content.form}>
        <input type="hidden" name="intent" value="password" />
        <TextField
          label="Contraseña actual"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          isRequired
          validationBehavior="aria"
          isInvalid={!!errors.currentPassword}
          errorMessage={errors.currentPassword}
        />
        <TextField
          label="Nueva contraseña"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          isRequired
          validationBehavior="aria"
          description="Al menos 8 caracteres."
          isInvalid={!!errors.newPassword}
          errorMessage={errors.newPassword}
        />
        <TextField
          label="Confirmar nueva contraseña"
          name="confirmNewPassword"
          type="password"
          autoComplete="new-password"
          isRequired
          validationBehavior="aria"
          isInvalid={!!errors.confirmNewPassword}
          errorMessage={errors.confirmNewPassword}
        />
        <div>
          <Button type="submit" isPending={busy} pendingLabel="Actualizando...">
            Actualizar contraseña
          </Button>
        </div>
      </fetcher.Form>
    </Card>
  );
}

/**
 * "Eliminar cuenta": what goes and what stays, then the password asked again in a dialog. A
 * navigation form, not a fetcher: the deletion's live update logs this page out at once, which
 * unmounts the form, and a fetcher's redirect would be dropped with it.
 */
function DeleteAccount() {
  const result = useActionResult<typeof clientAction>();
  const navigation = useNavigation();
  const errors = errorsOf(result, 'delete');
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete';
  const refusal = result && !result.ok && result.intent === 'delete' ? result : null;
  return (
    <Card padding="lg" gap="md" role="region" aria-labelledby="eliminar-cuenta">
      <h2 id="eliminar-cuenta" className={content.cardTitle}>
        Eliminar cuenta
      </h2>
      <p className={content.muted}>
        Se borran tu perfil, tus viajes, tus pedidos que nadie aceptó todavía y tus notificaciones. Los pedidos que
        compartiste con otra persona quedan para ella, con el chat y las reseñas, bajo el nombre «Cuenta eliminada». No
        se puede deshacer.
      </p>
      <div>
        <DialogTrigger>
          <Button variant="destructive">Eliminar mi cuenta</Button>
          <Dialog title="¿Eliminar tu cuenta?" size="sm">
            {({ close }) => (
              <Form method="post" className={content.form}>
                <input type="hidden" name="intent" value="delete" />
                <p className={content.muted}>Para confirmar, escribe tu contraseña.</p>
                {refusal && !refusal.fieldErrors.currentPassword && (
                  <p role="alert">
                    <strong>{refusal.title}</strong> {refusal.description}
                  </p>
                )}
                <TextField
                  label="Contraseña"
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                  isRequired
                  validationBehavior="aria"
                  isInvalid={!!errors.currentPassword}
                  errorMessage={errors.currentPassword}
                />
                <div className={content.dialogActions}>
                  <Button variant="secondary" onPress={close}>
                    Cancelar
                  </Button>
                  <Button type="submit" variant="destructive" isPending={busy} pendingLabel="Eliminando...">
                    Eliminar cuenta
                  </Button>
                </div>
              </Form>
            )}
          </Dialog>
        </DialogTrigger>
      </div>
    </Card>
  );
}

// A refusal because the session ended keeps the page (and what was typed) as it is.
export { keepFormWhenSessionEnded as shouldRevalidate } from '#app/lib/forms';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
