// Mi Cuenta's order cards (decision 053): the buyer's ("Mis Pedidos") and the traveller's ("Mis
// Entregas"), before payment (no "Comprobantes": the pack does not exist yet, the API answers 409)
// and once paid (linked), on a phone's 360 px too.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { newProductRequest, type OrderView } from '@cg/domain';
import { DeliveryRow } from './Deliveries';
import { RequestRow } from './Purchases';

/** An order as its parties see it: no refund, top-up or dispute; the deadline fixed (no clock). */
function order(fields: Partial<OrderView>): OrderView {
  return {
    ...newProductRequest({
      id: 'pedido-1',
      productName: 'Teclado Keychron Q1',
      productUrl: 'https://www.example.com/keychron-q1',
      estimatedPriceCents: 18_900,
      currency: 'USD',
      rewardCents: 3_000,
      country: 'Estados Unidos',
      category: 'tecnologia',
      createdAt: '2026-11-20T12:00:00.000Z',
      userId: 'comprador-1',
      status: 'accepted',
      acceptedBy: 'viajero-1',
      acceptedByName: 'Tomás P.',
      acceptedAt: '2026-11-21T12:00:00.000Z',
      deliveryDeadline: '2026-12-22T03:00:00.000Z',
    }),
    refund: null,
    refunds: [],
    topUp: null,
    dispute: null,
    ...fields,
  };
}

const accepted = order({});
const paid = order({
  status: 'paid',
  paidAt: '2026-11-22T12:00:00.000Z',
  payment: {
    paymentId: 'MP-1',
    priceUsdCents: 18_900,
    rewardUsdCents: 3_000,
    serviceFeeUsdCents: 1_095,
    totalUsdCents: 22_995,
    customsTaxUsdCents: 0,
    usdPerUnit: 1,
    rateDate: '2026-11-22',
  },
});

/** Both cards of one order side by side: the buyer's, then the traveller's. */
function Cards({ of }: { of: OrderView }) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <RequestRow request={of} code={of.status === 'paid' ? '482913' : null} />
      <DeliveryRow request={{ ...of, securityCode: null }} />
    </div>
  );
}

const meta = {
  title: 'Site/Dashboard/OrderCards',
  component: Cards,
  args: { of: accepted },
} satisfies Meta<typeof Cards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accepted, not paid: "Pagar" and "Chat" for the buyer, no "Comprobantes" on either card. */
export const NotPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link', { name: /^Comprobantes/ })).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Pagar Teclado Keychron Q1' })).toBeVisible();
  },
};

/** Paid: both cards link the receipts pack. */
export const Paid: Story = {
  args: { of: paid },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link', { name: 'Comprobantes de Teclado Keychron Q1' });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('href', '/pedidos/pedido-1/comprobantes');
  },
};

/** Paid, on a 360 px phone: the actions wrap inside the card. */
export const PaidMobile: Story = {
  args: { of: paid },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
};
