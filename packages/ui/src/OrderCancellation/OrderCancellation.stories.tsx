import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { OrderCancellation } from './OrderCancellation';

const meta = {
  title: 'Marketplace/OrderCancellation',
  component: OrderCancellation,
  tags: ['autodocs'],
  args: { state: 'proposedToYou', otherName: 'Tomás P.', refundAmount: 'US$ 389,99' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCancellation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The traveller proposed cancelling; the buyer reads about her refund as "te" (issue 35 item 16). */
export const ProposedToYou: Story = {
  args: {
    viewerIsBuyer: true,
    children: (
      <>
        <Button>Aceptar cancelación</Button>
        <Button variant="secondary">Rechazar</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Tomás P. propone cancelar este pedido' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aceptar cancelación' })).toBeVisible();
    await expect(canvas.getByText(/se te reembolsa el pago\.$/)).toBeVisible();
    await expect(canvas.queryByText(/quien compró/)).toBeNull();
  },
};

/** One's own proposal, waiting for the other's answer; it can be withdrawn. */
export const ProposedByYou: Story = {
  args: {
    state: 'proposedByYou',
    otherName: 'quien compró',
    children: <Button variant="secondary">Retirar propuesta</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Falta que quien compró acepte o rechace/)).toBeVisible();
  },
};

/** The provider was asked for the refund and has not confirmed it yet. */
export const RefundRequested: Story = { args: { state: 'refundRequested' } };

/** The provider refused the refund: still paid, nothing lost, try again. */
export const RefundRejected: Story = {
  args: { state: 'refundRejected', children: <Button>Reintentar reembolso</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no se perdió nada/)).toBeVisible();
  },
};

/**
 * The provider did not answer: whether it refunded is not known yet (decision 031) — the order
 * waits, nothing is lost, and trying again never refunds twice.
 */
export const RefundFailed: Story = {
  args: { state: 'refundFailed', children: <Button>Reintentar reembolso</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/todavía no sabemos si hizo el reembolso/)).toBeVisible();
    await expect(canvas.queryByText(/sigue en garantía/)).toBeNull();
  },
};

/** Cancelled and refunded, as the buyer reads it afterwards: the refund is hers. */
export const Refunded: Story = {
  args: { state: 'refunded', viewerIsBuyer: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Pedido cancelado y reembolsado' })).toBeVisible();
    await expect(canvas.getByText(/se te reembolsaron US\$ 389,99\.$/)).toBeVisible();
    await expect(canvas.queryByText(/quien compró/)).toBeNull();
  },
};

/** The same, as the traveller reads it: the refund went to the buyer. */
export const RefundedToTheBuyer: Story = {
  args: { state: 'refunded', otherName: 'Quien compró' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/se reembolsaron US\$ 389,99 a quien compró\.$/)).toBeVisible();
  },
};

/** Both agreed to cancel while a dispute was open: told as their agreement, not as support's decision. */
export const RefundedDuringDispute: Story = {
  args: { state: 'refundedDuringDispute' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/de común acuerdo mientras había una disputa abierta/)).toBeVisible();
    await expect(canvas.getByText(/sin decisión de soporte/)).toBeVisible();
  },
};

/** The buyer cancelled alone past the delivery deadline: never "de común acuerdo". */
export const OverdueRefunded: Story = {
  args: { state: 'overdueRefunded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/pasó la fecha límite de entrega, y se le reembolsaron US\$ 389,99/)).toBeVisible();
    await expect(canvas.queryByText(/común acuerdo/)).toBeNull();
  },
};

/** Cancelled before any payment. */
export const Cancelled: Story = { args: { state: 'cancelled' } };

/** A long name and amount wrap inside a phone's width. */
export const LongTextMobile: Story = {
  args: {
    state: 'proposedToYou',
    otherName: 'María de los Ángeles Fernández Etcheverry',
    children: (
      <>
        <Button>Aceptar cancelación</Button>
        <Button variant="secondary">Rechazar</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
