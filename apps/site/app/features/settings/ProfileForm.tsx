import { useFetcher } from '@remix-run/react';
import type { OwnProfile } from '@cg/domain';
import { Button, Card, TextField } from '@cg/ui';
import * as content from '#app/styles/content.css';
import * as formStyles from '#app/styles/form.css';
import { EmailConfirmation } from './EmailConfirmation';
import { ProfilePicture } from './ProfilePicture';
import { errorsOf, type SettingsResult } from './result';

/**
 * The person's details (name, phone, location, whether others see their contact), with the
 * picture and whether the e-mail is confirmed.
 */
export function ProfileForm({ user }: { user: OwnProfile }) {
  const fetcher = useFetcher<SettingsResult>();
  const errors = errorsOf(fetcher.data, 'profile');
  const busy = fetcher.state !== 'idle';
  return (
    <Card padding="lg" gap="md" role="region" aria-labelledby="perfil">
      <h2 id="perfil" className={content.cardTitle}>
        Perfil
      </h2>
      <ProfilePicture name={user.name} />
      {/* key: a saved profile (or a change from another tab) refills the fields. */}
      <fetcher.Form
        method="post"
        className={content.form}
        key={`${user.firstName}|${user.lastName}|${user.phone}|${user.location}|${String(user.showContact)}`}
      >
        <input type="hidden" name="intent" value="profile" />
        {/* First and last name side by side where they fit, each the form's width on a phone. */}
        <div className={formStyles.row}>
          <TextField
            label="Nombre"
            name="firstName"
            autoComplete="given-name"
            isRequired
            validationBehavior="aria"
            defaultValue={user.firstName}
            isInvalid={!!errors.firstName}
            errorMessage={errors.firstName}
          />
          <TextField
            label="Apellido"
            name="lastName"
            autoComplete="family-name"
            isRequired
            validationBehavior="aria"
            defaultValue={user.lastName}
            isInvalid={!!errors.lastName}
            errorMessage={errors.lastName}
          />
        </div>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          value={user.email}
          isReadOnly
          description="El e-mail no se puede cambiar."
        />
        <TextField
          label="Teléfono"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={user.phone}
          isInvalid={!!errors.phone}
          errorMessage={errors.phone}
        />
        <TextField
          label="Ubicación"
          name="location"
          autoComplete="address-level1"
          defaultValue={user.location}
          isInvalid={!!errors.location}
          errorMessage={errors.location}
        />
        {/* Decision 010: off by default; when on, logged-in people see them on the public profile. */}
        <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <input type="checkbox" name="showContact" defaultChecked={user.showContact} />
          Mostrar mi email y teléfono en mi perfil público
        </label>
        <div>
          <Button type="submit" isPending={busy} pendingLabel="Guardando...">
            Guardar cambios
          </Button>
        </div>
      </fetcher.Form>
      <EmailConfirmation confirmed={user.emailConfirmedAt !== null} />
    </Card>
  );
}
