import type { MetaFunction } from '@remix-run/react';
import { Link } from '@cg/ui';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';
import { LegalPageHeader } from '#app/components/LegalPageHeader';

export const meta: MetaFunction = () => [
  { title: 'Política de Privacidad - Conexión Global' },
  {
    name: 'description',
    content: 'Qué datos recopila Conexión Global, para qué los usa, cómo los protege y cuáles son tus derechos.',
  },
];

export default function PrivacyPolicy() {
  return (
    <main className={page.narrow}>
      <LegalPageHeader title="Política de Privacidad" />
      <div className={content.prose}>
        <p>
          Tu privacidad nos importa. Esta política explica qué información recopilamos, cómo la usamos y qué derechos
          tienes sobre ella.
        </p>

        <section aria-labelledby="p-datos">
          <h2 id="p-datos">1. Información que recopilamos</h2>
          <ul>
            <li>Datos de tu cuenta: nombre, apellido, e-mail, fecha de nacimiento, teléfono y número de documento.</li>
            <li>Imágenes de tu documento y una selfie cuando verificas tu identidad como viajero.</li>
            <li>Los pedidos, viajes y mensajes que publicas o envías.</li>
            <li>Datos de facturación al pagar un pedido.</li>
          </ul>
        </section>

        <section aria-labelledby="p-uso">
          <h2 id="p-uso">2. Cómo usamos tu información</h2>
          <ul>
            <li>Para conectar a quienes compran con viajeros y gestionar los pedidos.</li>
            <li>Para procesar los pagos en garantía y liberarlos al confirmar la entrega.</li>
            <li>Para verificar la identidad de los viajeros y prevenir fraudes.</li>
            <li>Para enviarte avisos sobre tu cuenta y tus pedidos.</li>
          </ul>
          <p>
            El chat de un pedido es solo de quien compró y del viajero. Hay una excepción: mientras hay una disputa
            abierta sobre ese pedido, soporte puede leer su chat para resolverla. Cuando lo lee, las dos partes lo ven
            escrito en el mismo chat; una vez resuelta la disputa, soporte ya no lo lee. Las fotos y lo que cuenta cada
            parte en una disputa solo los ven las dos partes y soporte.
          </p>
        </section>

        <section aria-labelledby="p-seguridad">
          <h2 id="p-seguridad">3. Seguridad de los datos</h2>
          <p>
            Protegemos tu información con cifrado SSL en todas las comunicaciones y guardamos las contraseñas cifradas,
            nunca en texto plano. Solo las personas que necesitan tus datos para prestar el servicio pueden acceder a
            ellos.
          </p>
        </section>

        <section aria-labelledby="p-derechos">
          <h2 id="p-derechos">4. Tus derechos de protección de datos</h2>
          <p>Tienes derecho a:</p>
          <ul>
            <li>
              <strong>Acceso:</strong> pedir una copia de los datos personales que tenemos sobre ti.
            </li>
            <li>
              <strong>Actualización:</strong> corregir los datos que sean inexactos o estén incompletos.
            </li>
            <li>
              <strong>Eliminación:</strong> pedir que borremos tus datos personales.
            </li>
            <li>
              <strong>Oposición:</strong> oponerte a que tratemos tus datos.
            </li>
            <li>
              <strong>Restricción:</strong> pedir que limitemos el tratamiento de tus datos.
            </li>
            <li>
              <strong>Portabilidad:</strong> recibir tus datos en un formato que puedas llevar a otro servicio.
            </li>
          </ul>
          <p>
            Como tus datos se guardan en este navegador, puedes ejercer el acceso, la portabilidad y la eliminación tú
            mismo, al instante, desde <Link href="/tus-datos">Tus datos</Link>: descarga una copia completa (con las
            fotos), llévala a otro navegador o bórrala toda.
          </p>
          <p>
            Para ejercer cualquiera de estos derechos, escríbenos desde la página de{' '}
            <Link href="/contact">contacto</Link>.
          </p>
        </section>

        <section aria-labelledby="p-cambios">
          <h2 id="p-cambios">5. Cambios en esta política</h2>
          <p>
            Podemos actualizar esta política. Cuando lo hagamos, cambiaremos la fecha de última actualización de esta
            página y, si los cambios son importantes, te avisaremos.
          </p>
        </section>
      </div>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
