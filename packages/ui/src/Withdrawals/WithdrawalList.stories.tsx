import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WithdrawalList } from './WithdrawalList';

const meta = {
  title: 'Marketplace/WithdrawalList',
  component: WithdrawalList,
  tags: ['autodocs'],
  args: {
    items: [
      {
        id: 'w3',
        status: 'pending',
        amountText: 'US$ 20,00',
        destinationText: 'CBU •••• 5579',
        dateText: '25 nov 2026',
        dateTime: '2026-11-25T12:00:00.000Z',
      },
      {
        id: 'w2',
        status: 'transferred',
        amountText: 'US$ 1.234.567,89',
        destinationText: 'Alias casa.perro.mate',
        dateText: '20 nov 2026',
        dateTime: '2026-11-20T12:00:00.000Z',
      },
      {
        id: 'w1',
        status: 'failed',
        amountText: 'US$ 5,00',
        destinationText: 'CVU •••• 0417',
        dateText: '18 nov 2026',
        dateTime: '2026-11-18T12:00:00.000Z',
        failureReason:
          'La cuenta de destino no existe. Revisa el CBU, CVU o alias. El dinero volvió a tu saldo disponible.',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WithdrawalList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each state: En proceso, Transferido, Fallido (with why, and that the money came back). */
export const AllStates: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En proceso')).toBeVisible();
    await expect(canvas.getByText('Transferido')).toBeVisible();
    await expect(canvas.getByText('Fallido')).toBeVisible();
    await expect(canvas.getByText(/La cuenta de destino no existe/)).toBeVisible();
  },
};

/**
 * In process, the provider's answer never came (decision 031): it says so, and that the money is
 * held — never that it came back.
 */
export const Unconfirmed: Story = {
  args: {
    items: [
      {
        id: 'w4',
        status: 'pending',
        amountText: 'US$ 22,50',
        destinationText: 'CBU •••• 5579',
        dateText: '25 nov 2026',
        dateTime: '2026-11-25T12:00:00.000Z',
        note: 'El proveedor de transferencias todavía no confirmó que recibió el pedido. Lo estamos consultando: el dinero queda reservado y no se transferirá dos veces.',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En proceso')).toBeVisible();
    await expect(canvas.getByText(/todavía no confirmó que recibió el pedido/)).toBeVisible();
    await expect(canvas.queryByText(/volvió a tu saldo/)).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Todavía no retiraste fondos.')).toBeVisible();
  },
};

/** At 360 px the amount and the state wrap instead of overflowing. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
};
