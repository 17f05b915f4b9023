import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { OrderDispute } from './OrderDispute';
import { walletSample } from '../Withdrawals/Withdrawals.fixtures';

/** A photo that needs no network: a flat SVG square. */
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#64748b"/></svg>',
  );

const statements = [
  {
    who: 'Quien compró (Ana G.)',
    reason: 'El producto no fue entregado',
    text: 'Pasó la fecha de regreso y no tengo noticias del producto.',
    photos: [PHOTO],
  },
  {
    who: 'Viajero (Tomás P.)',
    reason: 'Quien compró no entrega el código',
    text: 'Le entregué la consola el sábado y no me quiso dar el código.',
  },
];

const meta = {
  title: 'Marketplace/OrderDispute',
  component: OrderDispute,
  tags: ['autodocs'],
  args: { state: 'deadlinePending', deadline: '18 de diciembre de 2026', amount: 'US$ 389,99' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderDispute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid and within the deadline: the date both parties see, and a way to open a dispute. */
export const DeadlinePending: Story = {
  args: { children: <Button variant="secondary">Abrir una disputa</Button> },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Fecha límite de entrega: 18 de diciembre de 2026' }),
    ).toBeVisible();
  },
};

/** Past the deadline: the buyer may cancel for a full refund. */
export const DeadlinePassed: Story = {
  args: {
    state: 'deadlinePassed',
    children: (
      <>
        <Button>Cancelar y pedir reembolso</Button>
        <Button variant="secondary">Abrir una disputa</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/reembolso completo/)).toBeVisible();
  },
};

/** A dispute open, with both sides and a photo: support decides. */
export const Open: Story = {
  args: { state: 'open', statements },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Disputa abierta' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Foto 1 de Quien compró (Ana G.)' })).toBeVisible();
  },
};

/** Support refunded the buyer. */
export const ResolvedByRefund: Story = {
  args: { state: 'refunded', statements },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/reembolsó US\$ 389,99/)).toBeVisible();
  },
};

/** Support released the payment to the traveller: a US$ 25 reward after the commission, as the domain computes it. */
export const ResolvedByRelease: Story = {
  args: { state: 'released', statements, amount: walletSample.payoutText },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Disputa resuelta: pago liberado' })).toBeVisible();
  },
};

/** Support's message to both parties, kept on the order once it resolved (issue 35 item 2). */
export const ResolvedWithMessage: Story = {
  args: {
    state: 'refunded',
    statements,
    message: 'Revisamos las fotos y el chat: no consta la entrega, así que reembolsamos el pago.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/«Revisamos las fotos y el chat/)).toBeVisible();
  },
};
