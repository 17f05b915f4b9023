import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { Button, Card, TextField } from '@cg/ui';
import * as content from '#app/styles/content.css';
import { errorsOf, type SettingsResult } from './result';

/** The current password and the new one twice; the form empties once the change is saved. */
export function PasswordForm() {
  const fetcher = useFetcher<SettingsResult>();
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
