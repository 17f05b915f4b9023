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
import { DEFAULT_DIAL_CODE, DIAL_CODES, PASSWORD_MIN_LENGTH, argentinaDay } from '@cg/domain';
import { Button, Card, DatePicker, Flag, Select, TextField } from '@cg/ui';
import { AlreadyLoggedIn } from '#app/components/AlreadyLoggedIn';
import { getBackend, getMarketplace } from '#app/lib/marketplace.client';
import { guestActor, startSession } from '#app/lib/session';
import { text, toFormFailure } from '#app/lib/forms';
import { PasswordToggle } from '#app/lib/password-toggle';
import { safeRedirectTo } from '#app/lib/redirect-to';
import { toast, toastError } from '#app/lib/toast';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/traveller.css';

export const meta: MetaFunction = () => [
  { title: 'Crear cuenta - Conexión Global' },
  {
    name: 'description',
    content: 'Crea tu cuenta gratis en Conexión Global para pedir productos del exterior o ganar dinero viajando.',
  },
];

// The flag is an image beside the text (decision 010), so the option's text stays "+54 Argentina".
const DIAL_OPTIONS = DIAL_CODES.map((d) => ({
  id: d.code,
  label: `${d.code} ${d.country}`,
  icon: <Flag country={d.country} code={d.flag} decorative />,
}));

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const data = await request.formData();
  try {
    const result = await getMarketplace().accounts.register(guestActor(), {
      firstName: text(data, 'firstName'),
      lastName: text(data, 'lastName'),
      email: text(data, 'email'),
      birthDate: text(data, 'birthDate'),
      dialCode: text(data, 'dialCode') || DEFAULT_DIAL_CODE,
      phone: text(data, 'phone'),
      documentNumber: text(data, 'documentNumber'),
      password: text(data, 'password'),
      confirmPassword: text(data, 'confirmPassword'),
    });
    await startSession(result);
    const { user, claimedRequests, emailSent } = result;
    const claimed =
      claimedRequests === 0
        ? ''
        : claimedRequests === 1
          ? ' El pedido que publicaste como invitado ahora es de tu cuenta.'
          : ` Los ${claimedRequests} pedidos que publicaste como invitado ahora son de tu cuenta.`;
    toast({
      title: '¡Cuenta creada!',
      description: `Tu cuenta ha sido creada exitosamente.${claimed}`,
      variant: 'success',
    });
    // The confirmation e-mail notice follows a second later (spec §7), after the e-mail port answered.
    setTimeout(() => {
      toast(
        emailSent
          ? {
              title: 'E-mail de confirmación enviado',
              description: `Te enviamos un email de confirmación a ${user.email}.`,
            }
          : {
              title: 'No pudimos enviar el e-mail de confirmación',
              description: 'Tu cuenta ya está creada; te lo enviaremos más tarde.',
              variant: 'destructive',
            },
      );
    }, getBackend().delays.emailToast);
    return redirect(safeRedirectTo(new URL(request.url).searchParams.get('redirectTo')));
  } catch (error) {
    const failure = toFormFailure(error);
    toastError(failure);
    return failure;
  }
}

export default function Registro() {
  const failure = useActionResult<typeof clientAction>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [shown, setShown] = useState(false);
  const busy = navigation.state === 'submitting' && navigation.formAction.startsWith('/registro');
  const errors = failure?.fieldErrors ?? {};
  const redirectTo = params.get('redirectTo');
  const invalid = (name: string) => ({ isInvalid: Boolean(errors[name]), errorMessage: errors[name] });
  const toggle = <PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} />;

  return (
    <main className={page.page}>
      <Card className={styles.authCard} style={{ maxWidth: '640px' }}>
        <h1 className={page.title}>Crear cuenta</h1>
        <p className={styles.muted}>Regístrate gratis para pedir productos del exterior o ganar dinero viajando.</p>
        <AlreadyLoggedIn action="register" />
        <Form
          method="post"
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          <div className={styles.row}>
            <TextField name="firstName" label="Nombre" autoComplete="given-name" isRequired {...invalid('firstName')} />
            <TextField
              name="lastName"
              label="Apellido"
              autoComplete="family-name"
              isRequired
              {...invalid('lastName')}
            />
          </div>
          <TextField
            name="email"
            type="email"
            label="E-mail"
            autoComplete="email"
            isRequired
            placeholder="tu@email.com"
            {...invalid('email')}
          />
          <DatePicker
            name="birthDate"
            label="Fecha de nacimiento"
            isRequired
            maxValue={argentinaDay()}
            placeholderValue="1990-01-01"
            {...invalid('birthDate')}
          />
          <fieldset className={styles.form} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className={styles.small} style={{ padding: 0 }}>
              Teléfono (opcional)
            </legend>
            <div className={styles.phoneRow}>
              <Select
                name="dialCode"
                label="Código de país"
                options={DIAL_OPTIONS}
                defaultValue={DEFAULT_DIAL_CODE}
                {...invalid('dialCode')}
              />
              <TextField
                name="phone"
                type="tel"
                label="Número de teléfono"
                autoComplete="tel-national"
                placeholder="11 2345-6789"
                {...invalid('phone')}
              />
            </div>
          </fieldset>
          <div className={styles.row}>
            <TextField
              name="documentType"
              label="Tipo de documento"
              value="DNI"
              isReadOnly
              description="Al registrarte usamos tu DNI."
            />
            <TextField
              name="documentNumber"
              label="Número de documento"
              inputMode="numeric"
              isRequired
              {...invalid('documentNumber')}
            />
          </div>
          <TextField
            name="password"
            type={shown ? 'text' : 'password'}
            label="Contraseña"
            autoComplete="new-password"
            isRequired
            description={`Mínimo ${PASSWORD_MIN_LENGTH} caracteres.`}
            trailing={toggle}
            {...invalid('password')}
          />
          <TextField
            name="confirmPassword"
            type={shown ? 'text' : 'password'}
            label="Confirmar contraseña"
            autoComplete="new-password"
            isRequired
            {...invalid('confirmPassword')}
          />
          <Button type="submit" isPending={busy} pendingLabel="Creando cuenta..." fullWidth>
            Crear cuenta
          </Button>
        </Form>
        <p className={styles.center}>
          ¿Ya tienes cuenta?{' '}
          <Link to={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login'}>Inicia sesión</Link>
        </p>
      </Card>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
