// The e-mailed confirmation link's page. It confirms on a press, not on opening: mail scanners
// that open every link must not confirm for the person. Works from any device, logged in or not.
import {
  Form,
  Link,
  useNavigation,
  useSearchParams,
  type ClientActionFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { MESSAGES } from '@cg/domain';
import { Button, Card } from '@cg/ui';
import { useActionResult } from '#app/lib/action-result';
import { getMarketplace } from '#app/lib/marketplace.client';
import { guestActor, useCurrentUser } from '#app/lib/session';
import { text, toFormFailure, type FormFailure } from '#app/lib/forms';
import { toast, toastError } from '#app/lib/toast';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/traveller.css';

export const meta: MetaFunction = () => [
  { title: 'Confirmar e-mail - Conexión Global' },
  { name: 'description', content: 'Confirma el e-mail de tu cuenta de Conexión Global.' },
];

type Result = { ok: true } | FormFailure;

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<Result> {
  const data = await request.formData();
  try {
    await getMarketplace().accounts.confirmEmail(guestActor(), { token: text(data, 'token') });
    const [title, description] = MESSAGES.emailConfirmed;
    toast({ title, description, variant: 'success' });
    return { ok: true };
  } catch (error) {
    const failure = toFormFailure(error);
    if (failure.code !== 'invalid_token') toastError(failure);
    return failure;
  }
}

export default function ConfirmEmail() {
  const result = useActionResult<typeof clientAction>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const token = params.get('token') ?? '';
  const busy = navigation.state === 'submitting';
  const [invalidTitle, invalidDescription] = MESSAGES.emailConfirmationInvalid;
  const [doneTitle, doneDescription] = MESSAGES.emailConfirmed;
  const invalid = !token || (result && !result.ok && result.code === 'invalid_token');

  return (
    <main className={page.page}>
      <Card className={styles.authCard}>
        <h1 className={page.title}>Confirmar e-mail</h1>
        {result?.ok ? (
          <div role="status" className={styles.form}>
            <p>
              <strong>{doneTitle}</strong>
            </p>
            <p className={styles.muted}>{doneDescription}</p>
            <Link to={user ? '/dashboard' : '/login'}>{user ? 'Ir a Mi Cuenta' : 'Iniciar Sesión'}</Link>
          </div>
        ) : invalid ? (
          <div role="status" className={styles.form}>
            <p>
              <strong>{invalidTitle}</strong>
            </p>
            <p className={styles.muted}>{invalidDescription}</p>
            <Link to="/settings">Ir a Ajustes</Link>
          </div>
        ) : (
          <>
            <p className={styles.muted}>
              Confirma que este e-mail es tuyo. Puedes usar Conexión Global sin hacerlo; lo necesitarás para retirar tus
              ganancias.
            </p>
            <Form method="post" className={styles.form}>
              <input type="hidden" name="token" value={token} />
              <Button type="submit" isPending={busy} pendingLabel="Confirmando..." fullWidth>
                Confirmar mi e-mail
              </Button>
            </Form>
          </>
        )}
      </Card>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
