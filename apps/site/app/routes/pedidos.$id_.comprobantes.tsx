// The receipts pack of an order (issue 37, decision 053): the request, the agreed terms, the
// customs clause, the purchase receipt, the payment, refunds and the release — what a traveller
// shows at customs and a buyer keeps. Printable (A4, without the site's frame) and, on a server,
// downloadable as the API's PDF. Its two parties only, once the order was paid: anyone else reads
// "no encontrado", as the API's 404 says; a party of an order not paid yet reads why.
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from '@remix-run/react';
import { isDomainError, receiptsPack } from '@cg/domain';
import { EmptyState, Link, ReceiptsPack, type ReceiptsPackFile } from '@cg/ui';
import { getBackend, getMarketplace } from '#app/lib/marketplace.client';
import { loadCurrentUser } from '#app/lib/session';
import { LoginRequired } from '#app/components/LoginRequired';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/receipt.css';

export const meta: MetaFunction = () => [{ title: 'Comprobantes del pedido - Conexión Global' }];

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const user = await loadCurrentUser();
  if (!user) return { loggedIn: false as const, id: '', notPaid: false, pack: null, receipt: null, pdfHref: null };
  const id = params.id ?? '';
  const actor = { id: user.id };
  let source;
  try {
    source = await getMarketplace().receipts.pack(actor, id);
  } catch (error) {
    // A party of an order not paid yet: nothing to keep or show at customs so far.
    if (isDomainError(error) && error.code === 'invalid_transition') {
      return { loggedIn: true as const, id, notPaid: true, pack: null, receipt: null, pdfHref: null };
    }
    throw error;
  }
  if (!source) return { loggedIn: true as const, id, notPaid: false, pack: null, receipt: null, pdfHref: null };
  const pack = receiptsPack(source);
  const backend = getBackend();
  // The receipt's photo is shown in the pack (a re-encoded WebP without metadata, decision 039); a
  // PDF receipt stays a download (decision 050), its pages are in the pack's PDF.
  const download = pack.receiptFile ? await backend.receiptDownload(actor, id, pack.receiptFile.fileId) : null;
  const receipt: ReceiptsPackFile | null = pack.receiptFile
    ? {
        kind: pack.receiptFile.kind,
        imageUrl: pack.receiptFile.kind === 'image' ? (download?.href ?? null) : null,
        href: download?.href ?? null,
        fileName: download?.fileName ?? '',
      }
    : null;
  return { loggedIn: true as const, id, notPaid: false, pack, receipt, pdfHref: backend.packPdfHref(id) };
}

export default function ReceiptsPackPage() {
  const data = useLoaderData<typeof clientLoader>();
  if (!data.loggedIn) return <LoginRequired title="Comprobantes del pedido" />;
  const { pack } = data;
  if (!pack) {
    return (
      <main className={page.narrow}>
        <h1 className={page.title}>Comprobantes del pedido</h1>
        {data.notPaid ? (
          <EmptyState
            title="Todavía no hay comprobantes"
            description="Los comprobantes del pedido están disponibles cuando el pedido está pagado."
            action={
              <Link href={`/pedidos/${data.id}`} variant="button-secondary">
                Volver al pedido
              </Link>
            }
          />
        ) : (
          <EmptyState
            title="Pedido no encontrado"
            description="Solo quien compra y quien viaja en un pedido pagado pueden ver sus comprobantes."
            action={
              <Link href="/pedidos" variant="button-secondary">
                Ir a los pedidos
              </Link>
            }
          />
        )}
      </main>
    );
  }
  return (
    <main className={`${page.narrow} ${styles.receipt}`}>
      <ReceiptsPack
        title={pack.title}
        subtitle={pack.subtitle}
        orderId={pack.orderId}
        sections={pack.sections}
        receipt={data.receipt}
        pdfHref={data.pdfHref}
        pdfFileName={pack.fileName}
        onPrint={() => window.print()}
      />
      <p className={styles.noPrint}>
        <Link href={`/pedidos/${pack.orderId}`}>Volver al pedido</Link>
      </p>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
