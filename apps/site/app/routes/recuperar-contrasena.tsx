// "¿Olvidaste tu contraseña?": asks for the account's e-mail and sends a single-use link (30
// minutes) to /restablecer-contrasena. The answer is the same whether or not the account exists.
import { Form, Link, useNavigation, type ClientActionFunctionArgs, type MetaFunction } from '@remix-run/react';
import { useActionResult } from '#app/lib/action-result';
import { MESSAGES } from '@cg/domain';
import { Button, Card, TextField } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { guestActor } from '#app/lib/session';
import { text, toFormFailure, type FormFailure } from '#app/lib/forms';
import { toast, toastError } from '#app/lib/toast';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/traveller.css';

export const meta: MetaFunction = () => [
  { title: 'Recuperar contraseña - Conexión Global' },
  { name: 'description', content: 'Te enviamos un enlace para elegir una contraseña nueva.' },
];

type Result = { ok: true; email: string } | FormFailure;

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<Result> {
  const data = await request.formData();
  const email = text(data, 'email');
  try {
    await getMarketplace().accounts.requestPasswordReset(guestActor(), { email });
    const [title, description] = MESSAGES.passwordResetRequested;
    toast({ title, description, variant: 'success' });
    return { ok: true, email };
  } catch (error) {
    const failure = toFormFailure(error);
    toastError(failure);
    return failure;
  }
}

export default function ForgotPassword() {
  const result = useActionResult<typeof clientAction>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const failure = result?.ok ? undefined : result;
  const sent = result?.ok ? result : undefined;
  const [sentTitle, sentDescription] = MESSAGES.passwordResetRequested;

  return (
    <main className={page.page}>
      <Card className={styles.authCard}>
        <h1 className={page.title}>Recuperar contraseña</h1>
        {sent ? (
          <div role="status" className={styles.form}>
            <p>
              <strong>{sentTitle}</strong>
            </p>
            <p className={styles.muted}>{sentDescription}</p>
            <p className={styles.muted}>¿No llegó? Revisa la carpeta de spam o pide otro enlace en unos minutos.</p>
          </div>
        ) : (
          <>
            <p className={styles.muted}>
              Escribe el e-mail de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.
            </p>
            <Form method="post" className={styles.form} noValidate>
              <TextField
                name="email"
                type="email"
                label="E-mail"
                autoComplete="email"
                isRequired
                isInvalid={Boolean(failure?.fieldErrors.email)}
                errorMessage={failure?.fieldErrors.email}
                placeholder="tu@email.com"
              />
              <Button type="submit" isPending={busy} pendingLabel="Enviando..." fullWidth>
                Enviar enlace
              </Button>
            </Form>
          </>
        )}
        <p className={styles.center}>
          <Link to="/login">Volver a iniciar sesión</Link>
        </p>
      </Card>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
