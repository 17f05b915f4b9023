import { TextField } from '@cg/ui';
import * as form from '#app/styles/form.css';
import * as styles from '#app/styles/market.css';
import { invalid } from './invalid';

/** Who pays: name, e-mail and address, filled from the buyer's last payment or their account. */
export function BillingFields({
  billing,
  errors,
  paying,
}: {
  billing: { name: string; email: string; address: string };
  errors: Readonly<Record<string, string>>;
  paying: boolean;
}) {
  return (
    <fieldset className={`${form.fieldset} ${styles.fit}`} disabled={paying}>
      <legend className={form.legend}>Datos de facturación</legend>
      <TextField
        label="Nombre completo"
        name="name"
        autoComplete="name"
        isRequired
        defaultValue={billing.name}
        {...invalid(errors, 'name')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        defaultValue={billing.email}
        {...invalid(errors, 'email')}
      />
      <TextField
        label="Dirección"
        name="address"
        autoComplete="street-address"
        isRequired
        defaultValue={billing.address}
        {...invalid(errors, 'address')}
      />
    </fieldset>
  );
}
