import {
  redirect,
  useFetcher,
  useLoaderData,
  useNavigate,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { useEffect, useState } from 'react';
import { DOCUMENT_TYPES, MESSAGES, VERIFICATION_MESSAGES, isDomainError } from '@cg/domain';
import {
  Icon,
  Link as UiLink,
  VerificationUpload,
  type VerificationUploadErrors,
  type VerificationUploadValue,
} from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { safeRedirectTo } from '#app/lib/redirect-to';
import { text, type FormFailure } from '#app/lib/forms';
import { currentActor, requireUser, useCurrentUser } from '#app/lib/session';
import { toast, toastError } from '#app/lib/toast';
import { watchVerification } from '#app/lib/verification-watch.client';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/traveller.css';

export const meta: MetaFunction = () => [
  { title: 'Verificación de identidad - Conexión Global' },
  { name: 'description', content: 'Verifica tu identidad como viajero para aceptar pedidos.' },
];

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const [title, description] = MESSAGES.actionRequired;
  const user = await requireUser(request, { title, description });
  // Where verifying started (the accept dialog of a request): back there once verified.
  const back = safeRedirectTo(new URL(request.url).searchParams.get('redirectTo'), '/viajero');
  // Spec §4: verified or pending travellers have nothing to do here. A pending one goes to /viajero,
  // which shows the review under way (back at the request, the dialog would only send them here).
  if (user.verificationStatus === 'verified') throw redirect(back);
  if (user.verificationStatus === 'pending') throw redirect('/viajero');
  return { declined: user.verificationStatus === 'declined', back };
}

// Only on arrival: while the decision is awaited here the user is `pending`, and re-running the
// loader then would send them away before they see the result.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

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
      if (!(DOCUMENT_TYPES as readonly string[]).includes(documentType))
        fieldErrors.documentType = 'Selecciona el tipo de documento.';
      for (const [name, , message] of FILES) if (!files[name]) fieldErrors[name] = message;
    }
    return { ok: false, code: error.code, title: error.title, description: error.description, fieldErrors };
  }
}

/** The drop zones hold data URLs; the domain takes the images as Blobs. */
async function toFormData(value: VerificationUploadValue): Promise<FormData> {
  const form = new FormData();
  form.set('documentType', value.documentType ?? '');
  for (const slot of ['front', 'back', 'selfie'] as const) {
    const image = value[slot];
    if (image) form.set(slot, new File([await (await fetch(image.dataUrl)).blob()], image.name, { type: image.type }));
  }
  return form;
}

export default function VerificacionViajero() {
  const { back } = useLoaderData<typeof clientLoader>();
  const fetcher = useFetcher<typeof clientAction>();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || fetcher.state !== 'idle';
  const status = user?.verificationStatus;
  const outcome = fetcher.data;
  const failure = outcome && !outcome.ok ? outcome : undefined;

  useEffect(() => {
    if (status === 'pending') void watchVerification();
    if (status === 'verified') navigate(back, { replace: true });
  }, [status, navigate, back]);

  // Errors the domain found (e.g. an image that is not PNG/JPG by its bytes), next to their field.
  const errors: VerificationUploadErrors = {};
  if (failure) {
    for (const [name, message] of Object.entries(failure.fieldErrors)) {
      if (name === 'documentType') errors.documentType = message;
      else if (name === 'front' || name === 'back' || name === 'selfie')
        errors[name] = {
          kind: failure.code === 'verification_incomplete' ? 'required' : 'invalidType',
          title: failure.title,
          description: message,
        };
    }
  }

  const submit = async (value: VerificationUploadValue) => {
    if (busy) return; // a second click does nothing twice
    setPreparing(true);
    try {
      fetcher.submit(await toFormData(value), { method: 'post', encType: 'multipart/form-data' });
    } finally {
      setPreparing(false);
    }
  };

  return (
    <main className={page.narrow}>
      <div>
        <h1 className={page.title}>Verificación de identidad</h1>
        <p className={page.lead}>
          Para aceptar pedidos como viajero necesitamos verificar tu identidad. Tus documentos se usan solo para esto.
        </p>
      </div>
      {status === 'declined' ? (
        <div className={styles.bannerCritical} role="note" aria-label="Resultado de la verificación">
          <span className={styles.bannerIcon} aria-hidden="true">
            <Icon name="warning" />
          </span>
          <div className={styles.bannerBody}>
            <strong>{VERIFICATION_MESSAGES.declined[0]}</strong>
            <span>{VERIFICATION_MESSAGES.declined[1]}</span>
          </div>
        </div>
      ) : null}
      <VerificationUpload
        status={busy ? 'submitting' : status === 'pending' ? 'pending' : status === 'verified' ? 'verified' : 'idle'}
        errors={errors}
        onSubmit={(value) => void submit(value)}
        onIncomplete={(title) =>
          toast({ title, description: MESSAGES.verificationIncomplete[1], variant: 'destructive' })
        }
        verifiedAction={
          <UiLink href={back} variant="button-primary">
            {back.startsWith('/pedidos/') ? 'Volver al pedido' : back === '/viajero' ? 'Ir a mis viajes' : 'Continuar'}
          </UiLink>
        }
      />
      {status === 'pending' ? (
        <p className={styles.progress} aria-hidden="true">
          <span className={styles.spinner} />
          Revisando tus documentos…
        </p>
      ) : null}
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
