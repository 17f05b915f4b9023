import { SERVICE_FEE, formatMoney, formatPercent } from '@cg/domain';
import { Card } from '@cg/ui';
import * as styles from '#app/styles/market.css';

/** Beside the form: the safety guarantee and how paying works. */
export function PublishAside() {
  return (
    <>
      <Card as="aside" variant="sunken" padding="lg" gap="sm" aria-labelledby="garantia">
        <h2 id="garantia" className={styles.sectionTitle}>
          Garantía de seguridad
        </h2>
        <ul>
          <li>Solo viajeros con identidad verificada pueden aceptar tu pedido.</li>
          <li>Tu pago queda en garantía: el viajero no lo recibe hasta que tengas el producto.</li>
          <li>Ante cualquier problema, nuestro equipo de soporte media entre las partes.</li>
          <li>Los artículos prohibidos o restringidos por la aduana llevan a la suspensión permanente de la cuenta.</li>
        </ul>
      </Card>
      <Card as="aside" variant="sunken" padding="lg" gap="sm" aria-labelledby="como-pagas">
        <h2 id="como-pagas" className={styles.sectionTitle}>
          ¿Cómo pagas?
        </h2>
        <ol>
          <li>Un viajero acepta tu pedido y coordinan por chat.</li>
          <li>
            Pagas el precio del producto más la recompensa y una pequeña tarifa de servicio (
            {formatPercent(SERVICE_FEE.rate)}, mínimo {formatMoney(SERVICE_FEE.minimumCents)}).
          </li>
          <li>El dinero queda en garantía y recibes un código de seguridad de 6 dígitos.</li>
          <li>Cuando recibes el producto, le das el código al viajero y se libera el pago.</li>
        </ol>
      </Card>
    </>
  );
}
