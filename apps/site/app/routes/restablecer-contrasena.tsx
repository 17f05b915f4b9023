// The e-mailed link's page: a new password with the single-use token from the URL. Every session
// of the account ends (whoever had the old password is out); the person logs in with the new one.
import {
  Form,
  Link,
  redirect,
  useNavigation,
  useSearchParams,
  type ClientActionFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { useActionResult } from '#app/lib/action-result';
import { useState } from 'react';
import { Button, Card, TextField } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { endSession, guestActor } from '#app/lib/session';
import { text, toFormFailure } from '#app/lib/forms';
import { PasswordToggle } from '#app/lib/password-toggle';
import { toast, toastError } from '#app/lib/toast';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/traveller.css';

export const meta: MetaFunction = () => [
  { title: 'Restablecer contraseña - Conexión Global' },
  { name: 'description', content: 'Elige una contraseña nueva para tu cuenta.' },
];

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const data = await request.formData();
  try {
    await getMarketplace().accounts.resetPassword(guestActor(), {
      token: text(data, 'token'),
      newPassword: text(data, 'newPassword'),
      confirmNewPassword: text(data, 'confirmNewPassword'),
    });
    // This browser's session ends too (it may be someone else's, or the old password's).
    await endSession();
    toast({
      title: 'Contraseña actualizada',
      description: 'Ya puedes iniciar sesión con tu nueva contraseña.',
      variant: 'success',
    });
    return redirect('/login');
  } catch (error) {
    const failure = toFormFailure(error);
    toastError(failure);
    return failure;
  }
}

export default function ResetPassword() {
  const failure = useActionResult<typeof clientAction>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [shown, setShown] = useState(false);
  const token = params.get('token') ?? '';
  const busy = navigation.state === 'submitting';
  const invalidLink = !token || failure?.code === 'invalid_token';
  const passwordError = failure?.fieldErrors.newPassword;
  const confirmError = failure?.fieldErrors.confirmNewPassword;

  return (
    <main className={page.page}>
      <Card className={styles.authCard}>
        <h1 className={page.title}>Restablecer contraseña</h1>
        {invalidLink ? (
          <div role="status" className={styles.form}>
            <p>
              <strong>Enlace no válido</strong>
            </p>
            <p className={styles.muted}>
              El enlace para restablecer tu contraseña no es válido, ya se usó o venció. Pide uno nuevo.
            </p>
            <Link to="/recuperar-contrasena">Pedir un enlace nuevo</Link>
          </div>
        ) : (
          <>
            <p className={styles.muted}>Elige una contraseña nueva de al menos 8 caracteres.</p>
            <Form method="post" className={styles.form} noValidate>
              <input type="hidden" name="token" value={token} />
              <TextField
                id="reset-password"
                name="newPassword"
                type={shown ? 'text' : 'password'}
                label="Nueva contraseña"
                autoComplete="new-password"
                isRequired
                isInvalid={Boolean(passwordError)}
                errorMessage={passwordError}
                trailing={<PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} />}
              />
              <TextField
                name="confirmNewPassword"
                type={shown ? 'text' : 'password'}
                label="Confirmar nueva contraseña"
                autoComplete="new-password"
                isRequired
                isInvalid={Boolean(confirmError)}
                errorMessage={confirmError}
              />
              <Button type="submit" isPending={busy} pendingLabel="Guardando..." fullWidth>
                Guardar contraseña
              </Button>
            </Form>
          </>
        )}
      </Card>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
