import type { MetaFunction } from '@remix-run/react';
import { useRef, useState, type FormEvent } from 'react';
import { CONTACT_MAX, CONTACT_SENT, contactSchema } from '@cg/domain';
import { Button, TextArea, TextField } from '@cg/ui';
import { SERVER_MODE } from '#app/lib/backend';
import { getMarketplace } from '#app/lib/marketplace.client';
import { toFormFailure } from '#app/lib/forms';
import { currentActor } from '#app/lib/session';
import { toast, toastError } from '#app/lib/toast';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

export const meta: MetaFunction = () => [
  { title: 'Contacto - Conexión Global' },
  {
    name: 'description',
    content: 'Escríbele al equipo de Conexión Global: dudas sobre pedidos, viajes, pagos o tu cuenta.',
  },
];

const EMPTY = { name: '', email: '', message: '' };
type Values = typeof EMPTY;
type Errors = Partial<Record<keyof Values, string>>;

function validate(values: Values): Errors {
  const parsed = contactSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof Values;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The message is delivered to support (issue 35 item 14, decision 044): the spec's toast and the
 * cleared form once the server took it; a refusal keeps what was written and says why.
 */
export default function Contact() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function send() {
    setSending(true);
    try {
      await getMarketplace().contact.send(await currentActor(), values);
      toast({ title: CONTACT_SENT[0], description: CONTACT_SENT[1], variant: 'success' });
      setValues(EMPTY);
    } catch (error) {
      const failure = toFormFailure(error);
      setErrors(failure.fieldErrors);
      toastError(failure);
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validate(values);
    setErrors(found);
    const first = (Object.keys(EMPTY) as (keyof Values)[]).find((k) => found[k]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void send();
  }

  return (
    <main className={page.narrow}>
      <header className={content.header}>
        <h1 className={page.title}>Contacto</h1>
        <p className={page.lead}>¿Tienes una pregunta o un problema con un pedido? Escríbenos.</p>
        <p className={content.muted}>
          {SERVER_MODE
            ? 'Tu mensaje le llega al equipo de soporte, que te responde al email que indiques.'
            : 'En esta demo sin servidor, tu mensaje le llega a la cuenta de soporte de la demo en este mismo navegador: nadie más lo recibe.'}
        </p>
      </header>
      <form ref={formRef} noValidate onSubmit={onSubmit} className={content.form} aria-label="Formulario de contacto">
        <TextField
          label="Nombre"
          name="name"
          autoComplete="name"
          isRequired
          maxLength={CONTACT_MAX.name}
          validationBehavior="aria"
          value={values.name}
          onChange={set('name')}
          isInvalid={!!errors.name}
          errorMessage={errors.name}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          maxLength={CONTACT_MAX.email}
          validationBehavior="aria"
          value={values.email}
          onChange={set('email')}
          isInvalid={!!errors.email}
          errorMessage={errors.email}
        />
        <TextArea
          label="Mensaje"
          name="message"
          rows={5}
          isRequired
          validationBehavior="aria"
          maxLength={CONTACT_MAX.message}
          value={values.message}
          onChange={set('message')}
          isInvalid={!!errors.message}
          errorMessage={errors.message}
        />
        <div>
          <Button type="submit" isPending={sending} pendingLabel="Enviando...">
            Enviar mensaje
          </Button>
        </div>
      </form>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
