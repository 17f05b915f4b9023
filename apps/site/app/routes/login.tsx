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
import { AlreadyLoggedIn } from '#app/components/AlreadyLoggedIn';
import { getMarketplace } from '#app/lib/marketplace.client';
import { guestActor, startSession } from '#app/lib/session';
import { text, toFormFailure } from '#app/lib/forms';
import { PasswordToggle } from '#app/lib/password-toggle';
import { safeRedirectTo } from '#app/lib/redirect-to';
import { toast, toastError } from '#app/lib/toast';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/traveller.css';

export const meta: MetaFunction = () => [
  { title: 'Iniciar Sesión - Conexión Global' },
  { name: 'description', content: 'Ingresa a tu cuenta de Conexión Global.' },
];

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const data = await request.formData();
  try {
    const result = await getMarketplace().accounts.login(guestActor(), {
      email: text(data, 'email'),
      password: text(data, 'password'),
    });
    await startSession(result);
    const { user, claimedRequests } = result;
    toast({
      title: '¡Bienvenido!',
      description:
        claimedRequests > 0
          ? `Hola, ${user.firstName}. ${claimedRequests === 1 ? 'El pedido que publicaste como invitado ahora es de tu cuenta.' : `Los ${claimedRequests} pedidos que publicaste como invitado ahora son de tu cuenta.`}`
          : `Hola, ${user.firstName}. Has iniciado sesión exitosamente.`,
      variant: 'success',
    });
    return redirect(safeRedirectTo(new URL(request.url).searchParams.get('redirectTo')));
  } catch (error) {
    const failure = toFormFailure(error);
    toastError(failure);
    return failure;
  }
}

export default function Login() {
  const failure = useActionResult<typeof clientAction>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [shown, setShown] = useState(false);
  const busy = navigation.state === 'submitting' && navigation.formAction.startsWith('/login');
  const redirectTo = params.get('redirectTo');
  // The same message for both fields: never tell which one was wrong.
  const authError = failure ? failure.description || failure.title : undefined;

  return (
    <main className={page.page}>
      <Card className={styles.authCard}>
        <h1 className={page.title}>Iniciar Sesión</h1>
        <p className={styles.muted}>Ingresa con tu e-mail y contraseña.</p>
        <AlreadyLoggedIn action="login" />
        <Form
          method="post"
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            if (busy) event.preventDefault(); // a second click or Enter does nothing twice
          }}
        >
          <TextField
            name="email"
            type="email"
            label="E-mail"
            autoComplete="email"
            isRequired
            isInvalid={Boolean(authError)}
            errorMessage={authError}
            placeholder="tu@email.com"
          />
          <TextField
            id="login-password"
            name="password"
            type={shown ? 'text' : 'password'}
            label="Contraseña"
            autoComplete="current-password"
            isRequired
            isInvalid={Boolean(authError)}
            errorMessage={authError}
            trailing={<PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} />}
          />
          <Button type="submit" isPending={busy} pendingLabel="Iniciando sesión..." fullWidth>
            Iniciar Sesión
          </Button>
        </Form>
        <p className={styles.center}>
          <Link to="/recuperar-contrasena">¿Olvidaste tu contraseña?</Link>
        </p>
        <p className={styles.center}>
          ¿No tienes cuenta?{' '}
          <Link to={redirectTo ? `/registro?redirectTo=${encodeURIComponent(redirectTo)}` : '/registro'}>
            Regístrate
          </Link>
        </p>
      </Card>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
