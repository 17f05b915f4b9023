import { useFetcher } from '@remix-run/react';
import { Button } from '@cg/ui';
import * as content from '#app/styles/content.css';
import type { SettingsResult } from './result';

/** Whether the e-mail is confirmed; if not, a new link (the first came with the registration). */
export function EmailConfirmation({ confirmed }: { confirmed: boolean }) {
  const fetcher = useFetcher<SettingsResult>();
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
