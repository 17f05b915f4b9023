import type { MetaFunction } from '@remix-run/react';
import { Link } from '@cg/ui';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';
import { LegalPageHeader } from '#app/components/LegalPageHeader';

export const meta: MetaFunction = () => [
  { title: 'Términos y Condiciones - Conexión Global' },
  {
    name: 'description',
    content:
      'Las reglas para comprar y viajar con Conexión Global: el servicio, tus obligaciones, pagos en garantía, artículos prohibidos y responsabilidad.',
  },
];

export default function Terms() {
  return (
    <main className={page.narrow}>
      <LegalPageHeader title="Términos y Condiciones" />
      <div className={content.prose}>
        <p>
          Al usar Conexión Global aceptas estos términos. Léelos con atención: explican cómo funciona el servicio y qué
          esperamos de quienes compran y de quienes viajan.
        </p>

        <section aria-labelledby="t-servicio">
          <h2 id="t-servicio">1. El servicio</h2>
          <p>
            Conexión Global es una plataforma que conecta a personas en Argentina que quieren productos del exterior con
            viajeros que vienen al país y pueden traerlos. Quien compra publica un pedido con una recompensa; un viajero
            verificado lo acepta, compra el producto y lo entrega en mano. Conexión Global no vende los productos ni los
            transporta: facilita el encuentro, el pago seguro y la comunicación entre las partes.
          </p>
        </section>

        <section aria-labelledby="t-obligaciones">
          <h2 id="t-obligaciones">2. Obligaciones de los usuarios</h2>
          <ul>
            <li>Dar datos verdaderos al registrarte y mantenerlos actualizados.</li>
            <li>Cuidar tu contraseña y no compartir tu cuenta.</li>
            <li>Describir los pedidos con precisión (producto, enlace, precio estimado y país de compra).</li>
            <li>
              Si viajas, verificar tu identidad antes de aceptar pedidos y entregar el producto en las condiciones
              acordadas.
            </li>
            <li>Cumplir las leyes aduaneras de la Argentina y de los países de compra.</li>
            <li>Tratar a las demás personas con respeto en el chat y en las entregas.</li>
          </ul>
        </section>

        <section aria-labelledby="t-pagos">
          <h2 id="t-pagos">3. Pagos, tarifas y garantía</h2>
          <p>
            Quien compra paga el precio del producto, la recompensa del viajero y una pequeña tarifa de servicio. El
            pago queda en garantía: no se libera al viajero hasta que quien compra recibe el producto y le entrega el
            código de seguridad de 6 dígitos. Al liberarse el pago, Conexión Global descuenta una comisión de la
            recompensa del viajero. Si hay un problema con la entrega, el equipo de soporte media entre las partes.
          </p>
        </section>

        <section aria-labelledby="t-prohibidos">
          <h2 id="t-prohibidos">4. Artículos prohibidos</h2>
          <p>
            No se pueden pedir ni transportar artículos prohibidos o restringidos por la aduana: armas, drogas y
            medicamentos sin receta, animales y plantas, productos falsificados, dinero en efectivo por encima de lo
            permitido ni cualquier artículo cuyo ingreso al país esté prohibido. Publicar o transportar estos artículos
            lleva a la suspensión permanente de la cuenta.
          </p>
        </section>

        <section aria-labelledby="t-responsabilidad">
          <h2 id="t-responsabilidad">5. Limitación de responsabilidad</h2>
          <p>
            Conexión Global actúa como intermediario. No somos responsables por el estado, la autenticidad o la garantía
            de los productos, ni por demoras, pérdidas o retenciones en la aduana, salvo lo que disponga la ley
            aplicable. Nuestra responsabilidad se limita a custodiar el pago en garantía y a mediar en las disputas.
          </p>
        </section>

        <p>
          ¿Tienes preguntas sobre estos términos? <Link href="/contact">Contáctanos</Link> o lee nuestra{' '}
          <Link href="/privacy-policy">Política de Privacidad</Link>.
        </p>
      </div>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
