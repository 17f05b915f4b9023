import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReceiptsPack, type ReceiptsPackSection } from './ReceiptsPack';
import { packSections, packText } from './ReceiptsPack.fixtures';

// A shop's ticket drawn as an SVG: the photo of the receipt, as the pack shows it.
const ticket = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420" viewBox="0 0 300 420"><rect width="300" height="420" fill="#fdfcf7"/><rect x="20" y="24" width="260" height="18" fill="#333"/><g fill="#888">${Array.from(
  { length: 12 },
  (_, i) => `<rect x="20" y="${String(70 + i * 24)}" width="${String(140 + ((i * 37) % 110))}" height="8"/>`,
).join('')}</g><rect x="160" y="380" width="120" height="14" fill="#333"/></svg>`;
const photoUrl = `data:image/svg+xml;utf8,${encodeURIComponent(ticket)}`;

/** The sections a story is about (a screenshot shows the top of the pack only). */
const only = (sections: readonly ReceiptsPackSection[], ...ids: string[]) => sections.filter((x) => ids.includes(x.id));

const pdfReceipt = {
  kind: 'pdf' as const,
  href: 'data:application/pdf;base64,JVBERi0xLjQKJSVFT0YK',
  fileName: 'comprobante-3f2a9c1e.pdf',
};

const meta = {
  title: 'Marketplace/ReceiptsPack',
  component: ReceiptsPack,
  tags: ['autodocs'],
  args: {
    title: packText.title,
    subtitle: packText.subtitle,
    orderId: '3f2a9c1e',
    sections: packSections.paid,
    receipt: null,
    pdfHref: '/api/orders/3f2a9c1e/pack',
    pdfFileName: 'conexion-global-pedido-3f2a9c1e.pdf',
    onPrint: fn(),
  },
} satisfies Meta<typeof ReceiptsPack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, no receipt yet: every section in order, the release pending, "Imprimir" and "Descargar PDF". */
export const Paid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(titles).toEqual([
      'El pedido',
      'Lo acordado',
      'Cláusula aduanera',
      'Comprobante de compra',
      'El pago',
      'La liberación',
    ]);
    await expect(canvas.getByText('Sin comprobante de compra.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
      'download',
      'conexion-global-pedido-3f2a9c1e.pdf',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Imprimir' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

/** Delivered with a PDF receipt: the release with the traveller's amount and the platform's fees. */
export const DeliveredWithRelease: Story = {
  args: { sections: only(packSections.delivered, 'receipt', 'payments', 'release'), receipt: pdfReceipt },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total al viajero')).toBeVisible();
    await expect(canvas.getByText('Tarifas de la plataforma (servicio + comisión)')).toBeVisible();
  },
};

/** The clause: the buyer pays the tax (a line of the payment, released with no commission). */
export const ClauseBuyerPays: Story = {
  args: { sections: only(packSections.buyerPays, 'clause', 'payments', 'release') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Impuesto por exceso de franquicia')).toBeVisible();
  },
};

/** The clause: the traveller pays the tax (out of the reward). */
export const ClauseTravellerPays: Story = {
  args: { sections: only(packSections.travellerPays, 'clause', 'payments', 'release') },
};

/** A photo receipt, shown in the pack (printed, on a page of its own). */
export const WithImageReceipt: Story = {
  args: {
    sections: only(packSections.image, 'receipt', 'payments'),
    receipt: { kind: 'image', imageUrl: photoUrl, href: photoUrl, fileName: 'comprobante-3f2a9c1e.webp' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Foto del comprobante de compra' })).toBeVisible();
  },
};

/** A PDF receipt: a download beside the pack (its pages are appended to the pack's PDF). */
export const WithPdfReceipt: Story = {
  args: { sections: only(packSections.delivered, 'receipt', 'payments'), receipt: pdfReceipt },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Descargar el comprobante (PDF)' })).toHaveAttribute(
      'download',
      'comprobante-3f2a9c1e.pdf',
    );
  },
};

/** Without a receipt and without a PDF (the static demo): the page prints, nothing to download. */
export const WithoutReceipt: Story = {
  args: { pdfHref: null, sections: only(packSections.paid, 'receipt', 'payments', 'release') },
};

/** Refunded on a cancellation: the refund's section, no release. */
export const Refunded: Story = {
  args: { sections: only(packSections.refunded, 'payments', 'refunds', 'release') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reembolsos' })).toBeVisible();
    await expect(canvas.getByText('Pedido cancelado: el pago no se liberó al viajero.')).toBeVisible();
  },
};

/** On a 360 px phone: labels above their values, long links wrapped. */
export const Mobile: Story = {
  args: {
    sections: only(packSections.image, 'receipt'),
    receipt: { kind: 'image', imageUrl: photoUrl, href: photoUrl, fileName: 'comprobante-3f2a9c1e.webp' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
};
