import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PurchaseReceipt } from './PurchaseReceipt';

const pdfReceipt = {
  amount: '€ 120,00',
  kind: 'pdf' as const,
  href: 'data:application/pdf;base64,JVBERi0xLjQKJSVFT0YK',
  fileName: 'comprobante-3f2a9c1b.pdf',
};

const meta = {
  title: 'Marketplace/PurchaseReceipt',
  component: PurchaseReceipt,
  tags: ['autodocs'],
  // The price held in the request's own currency, beside a receipt in it (decision 052).
  args: { role: 'traveller', escrow: '€ 120,00', currency: 'EUR', receipt: null, canUpload: true, onSubmit: fn() },
  // On a 360 px phone: the form and the line wrap within it.
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof PurchaseReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The traveller, before uploading: the form, and "Sin comprobante todavía". */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin comprobante todavía')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subir comprobante de compra' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Foto o PDF del comprobante/)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif,application/pdf,.pdf',
    );
  },
};

/** Sent with nothing: each field says what it needs, in Spanish, and nothing is submitted. */
export const MissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subir comprobante de compra' }));
    await expect(canvas.getByText('Ingresa un monto.')).toBeVisible();
    await expect(canvas.getByText('Adjunta una foto o un PDF del comprobante de compra.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending: the button says so and the file cannot be changed meanwhile. */
export const Uploading: Story = {
  args: { isPending: true },
};

/** The server's refusal under its fields (a file neither a photo nor a PDF, an ambiguous amount). */
export const ServerError: Story = {
  args: {
    fieldErrors: {
      amount:
        '«1.599» se puede leer de dos maneras. Si son miles, escríbelo sin separador (1599); si tiene centavos, usa solo dos decimales.',
      file: 'El comprobante debe ser una foto (JPG, PNG, WebP o GIF) o un PDF. Otros archivos, como HTML o SVG, no se aceptan.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/se puede leer de dos maneras/)).toBeVisible();
  },
};

/** Sent with the keyboard alone: the amount typed, a file chosen, Enter on the button. */
export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Monto pagado \(EUR\)/), '120,00');
    const file = new File(['%PDF-1.4\n%%EOF\n'], 'ticket.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText(/^Foto o PDF del comprobante/), file);
    canvas.getByRole('button', { name: 'Subir comprobante de compra' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: '120,00', file });
  },
};

/** Uploaded as a photo: the line says so; the traveller may replace it. */
export const UploadedImage: Story = {
  args: {
    receipt: { ...pdfReceipt, kind: 'image', fileName: 'comprobante-3f2a9c1b.webp', amount: '€ 118,40' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Comprobante de compra: € 118,40 \(foto\)/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reemplazar comprobante' })).toBeVisible();
  },
};

/** Uploaded as a PDF: its download, named as the server names it. */
export const UploadedPdf: Story = {
  args: { receipt: pdfReceipt },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Descargar' });
    await expect(link).toHaveAttribute('download', 'comprobante-3f2a9c1b.pdf');
  },
};

/** The buyer: beside the price held in escrow, what the traveller paid and its download; no form. */
export const BuyerView: Story = {
  args: { role: 'buyer', receipt: pdfReceipt, canUpload: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('En garantía: € 120,00')).toBeVisible();
    await expect(canvas.getByText(/Comprobante de compra: € 120,00 \(PDF\)/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The buyer, before the traveller uploads it. */
export const BuyerWaiting: Story = {
  args: { role: 'buyer', receipt: null, canUpload: false },
};

/** A receipt 5 % above the price held (decision 052). */
const higherReceipt = { ...pdfReceipt, amount: '€ 126,00' };
const approveButton = <Button variant="primary">Aprobar pago adicional de US$ 6,93</Button>;

/** The buyer: the receipt above the price held, and why a top-up is asked; her approval below it. */
export const TopUpAwaitingBuyer: Story = {
  args: {
    role: 'buyer',
    receipt: higherReceipt,
    canUpload: false,
    topUp: { state: 'awaiting', amount: 'US$ 6,93' },
    topUpForm: approveButton,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/El comprobante \(€ 126,00\) supera el precio en garantía \(€ 120,00\)/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aprobar pago adicional de US$ 6,93' })).toBeVisible();
  },
};

/** The traveller, meanwhile: the buyer has to approve it before the delivery; no approval for her. */
export const TopUpAwaitingTraveller: Story = {
  args: {
    receipt: higherReceipt,
    canUpload: false,
    topUp: { state: 'awaiting', amount: 'US$ 6,93' },
    topUpForm: approveButton,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/quien compra tiene que aprobarlo antes de la entrega/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Aprobar pago adicional/ })).toBeNull();
  },
};

/** Being charged: no button while the provider answers. */
export const TopUpCharging: Story = {
  args: {
    role: 'buyer',
    receipt: higherReceipt,
    canUpload: false,
    topUp: { state: 'charging', amount: 'US$ 6,93' },
    topUpForm: approveButton,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Pago adicional de US\$ 6,93 en proceso/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Declined: why, and her approval again. */
export const TopUpDeclined: Story = {
  args: {
    role: 'buyer',
    receipt: higherReceipt,
    canUpload: false,
    topUp: { state: 'declined', amount: 'US$ 6,93', reason: 'La tarjeta no tiene fondos suficientes.' },
    topUpForm: approveButton,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Pago adicional rechazado: La tarjeta no tiene fondos suficientes/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aprobar pago adicional de US$ 6,93' })).toBeVisible();
  },
};

/** Approved: the code releases the payment now. */
export const TopUpApproved: Story = {
  args: { role: 'buyer', receipt: higherReceipt, canUpload: false, topUp: { state: 'approved', amount: 'US$ 6,93' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Pago adicional de US\$ 6,93 aprobado/)).toBeVisible();
  },
};
