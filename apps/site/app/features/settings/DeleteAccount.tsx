import { Form, useNavigation } from '@remix-run/react';
import { Button, Card, Dialog, DialogTrigger, TextField } from '@cg/ui';
import { useActionResult } from '#app/lib/action-result';
import * as content from '#app/styles/content.css';
import { errorsOf, type SettingsResult } from './result';

/**
 * "Eliminar cuenta": what goes and what stays, then the password asked again in a dialog. A
 * navigation form, not a fetcher: the deletion's live update logs this page out at once, which
 * unmounts the form, and a fetcher's redirect would be dropped with it.
 */
export function DeleteAccount() {
  const result = useActionResult<SettingsResult>();
  const navigation = useNavigation();
  const errors = errorsOf(result, 'delete');
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete';
  const refusal = result && !result.ok && result.intent === 'delete' ? result : null;
  return (
    <Card padding="lg" gap="md" role="region" aria-labelledby="eliminar-cuenta">
      <h2 id="eliminar-cuenta" className={content.cardTitle}>
        Eliminar cuenta
      </h2>
      <p className={content.muted}>
        Se borran tu perfil, tus viajes, tus pedidos que nadie aceptó todavía y tus notificaciones. Los pedidos que
        compartiste con otra persona quedan para ella, con el chat y las reseñas, bajo el nombre «Cuenta eliminada». No
        se puede deshacer.
      </p>
      <div>
        <DialogTrigger>
          <Button variant="destructive">Eliminar mi cuenta</Button>
          <Dialog title="¿Eliminar tu cuenta?" size="sm">
            {({ close }) => (
              <Form method="post" className={content.form}>
                <input type="hidden" name="intent" value="delete" />
                <p className={content.muted}>Para confirmar, escribe tu contraseña.</p>
                {refusal && !refusal.fieldErrors.currentPassword && (
                  <p role="alert">
                    <strong>{refusal.title}</strong> {refusal.description}
                  </p>
                )}
                <TextField
                  label="Contraseña"
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                  isRequired
                  validationBehavior="aria"
                  isInvalid={!!errors.currentPassword}
                  errorMessage={errors.currentPassword}
                />
                <div className={content.dialogActions}>
                  <Button variant="secondary" onPress={close}>
                    Cancelar
                  </Button>
                  <Button type="submit" variant="destructive" isPending={busy} pendingLabel="Eliminando...">
                    Eliminar cuenta
                  </Button>
                </div>
              </Form>
            )}
          </Dialog>
        </DialogTrigger>
      </div>
    </Card>
  );
}
