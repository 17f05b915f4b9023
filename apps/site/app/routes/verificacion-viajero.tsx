import {
  Form,
  redirect,
  useActionData,
  useNavigate,
  useNavigation,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { useEffect } from 'react';
import { DOCUMENT_TYPES, MESSAGES, VERIFICATION_MESSAGES, isDomainError } from '@cg/domain';
import { Button, Card, Select } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { text, type FormFailure } from '#app/lib/forms';
import { PlainField } from '#app/lib/plain-field';
import { currentActor, requireUser, useCurrentUser } from '#app/lib/session';
import { toast, toastError } from '#app/lib/toast';
import { watchVerification } from '#app/lib/verification-watch.client';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/traveller.css';

export const meta: MetaFunction = () => [
  { title: 'Verificación de identidad - Conexión Global' },
  { name: 'description', content: 'Verificá tu identidad como viajero para aceptar pedidos.' },
];

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const [title, description] = MESSAGES.actionRequired;
  const user = await requireUser(request, { title, description });
  // Spec §4: verified or pending travellers have nothing to do here.
  if (user.verificationStatus === 'verified' || user.verificationStatus === 'pending') throw redirect('/viajero');
  return { declined: user.verificationStatus === 'declined' };
}

// Only on arrival: while the decision is awaited here the user is `pending`, and re-running the
// loader then would send them away before they see the result.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

const IMAGE_TYPES = 'image/png,image/jpeg';
const FILES = [
  ['front', 'Frente del documento', 'Sube el frente del documento.'],
  ['back', 'Dorso del documento', 'Sube el dorso del documento.'],
  ['selfie', 'Selfie con el documento', 'Sube una selfie sosteniendo el documento.'],
] as const;

type Outcome = FormFailure | { readonly ok: true };

const fileOf = (data: FormData, name: string) => {
  const value = data.get(name);
  return value instanceof File && value.size > 0 ? value : null;
};

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<Outcome> {
  const data = await request.formData();
  const documentType = text(data, 'documentType');
  const files = { front: fileOf(data, 'front'), back: fileOf(data, 'back'), selfie: fileOf(data, 'selfie') };
  try {
    await getMarketplace().verification.submit(await currentActor(), { documentType, ...files });
    const [title, description] = VERIFICATION_MESSAGES.submitted;
    toast({ title, description, variant: 'success' });
    return { ok: true };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    toastError(error);
    const fieldErrors: Record<string, string> = { ...error.fieldErrors };
    if (error.code === 'verification_incomplete') {
      if (!(DOCUMENT_TYPES as readonly string[]).includes(documentType)) fieldErrors.documentType = 'Selecciona el tipo de documento.';
      for (const [name, , message] of FILES) if (!files[name]) fieldErrors[name] = message;
    }
    return { ok: false, title: error.title, description: error.description, fieldErrors };
  }
}

export default function VerificacionViajero() {
  const outcome = useActionData<typeof clientAction>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const busy = navigation.state === 'submitting' && navigation.formAction === '/verificacion-viajero';
  const status = user?.verificationStatus;
  const waiting = status === 'pending';
  const failure = outcome && !outcome.ok ? outcome : undefined;
  const errors = failure?.fieldErrors ?? {};

  useEffect(() => {
    if (status === 'pending') void watchVerification();
    if (status === 'verified') navigate('/viajero', { replace: true });
  }, [status, navigate]);

  return (
    <main className={page.narrow}>
      <div>
        <h1 className={page.title}>Verificación de identidad</h1>
        <p className={page.lead}>Para aceptar pedidos como viajero necesitamos verificar tu identidad. Tus documentos se usan solo para esto.</p>
      </div>

      {waiting || busy ? (
        <Card aria-labelledby="verification-progress">
          <h2 id="verification-progress" className={styles.sectionTitle}>
            Verificando tu identidad
          </h2>
          <ol className={styles.steps} aria-label="Pasos de la verificación">
            <li className={waiting ? styles.stepDone : styles.stepCurrent} aria-current={busy ? 'step' : undefined}>
              {waiting ? '✓ ' : ''}1. Enviar documentos
            </li>
            <li className={waiting ? styles.stepCurrent : styles.stepTodo} aria-current={waiting ? 'step' : undefined}>
              2. Revisión del proveedor de verificación
            </li>
            <li className={styles.stepTodo}>3. Resultado</li>
          </ol>
          <p role="status" className={styles.progress}>
            <span className={styles.spinner} aria-hidden="true" />
            {busy ? 'Enviando documentos...' : 'Revisando tus documentos. Esto tarda unos segundos.'}
          </p>
        </Card>
      ) : null}

      {!waiting ? (
        <>
          {status === 'declined' ? (
            <div className={styles.bannerCritical} role="note" aria-label="Resultado de la verificación">
              <span className={styles.bannerIcon} aria-hidden="true">
                ⚠️
              </span>
              <div className={styles.bannerBody}>
                <strong>{VERIFICATION_MESSAGES.declined[0]}</strong>
                <span>{VERIFICATION_MESSAGES.declined[1]}</span>
              </div>
            </div>
          ) : null}
          <Card hidden={busy}>
            <Form
              method="post"
              encType="multipart/form-data"
              className={styles.form}
              noValidate
              onSubmit={(event) => {
                if (busy) event.preventDefault();
              }}
            >
              <Select
                name="documentType"
                label="Tipo de documento"
                placeholder="Elegí el documento"
                options={DOCUMENT_TYPES.map((d) => ({ id: d, label: d }))}
                isRequired
                isInvalid={Boolean(errors.documentType)}
                errorMessage={errors.documentType}
              />
              {FILES.map(([name, label]) => (
                <PlainField
                  key={name}
                  name={name}
                  type="file"
                  accept={IMAGE_TYPES}
                  label={label}
                  description="PNG o JPG."
                  required
                  error={errors[name]}
                />
              ))}
              <Button type="submit" isPending={busy} pendingLabel="Enviando documentos..." fullWidth>
                Enviar documentos
              </Button>
            </Form>
          </Card>
        </>
      ) : null}
    </main>
  );
}
