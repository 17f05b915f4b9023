import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AllowanceLedger } from './AllowanceLedger';
import { allowanceLedgerMonths, allowanceLedgerTrust } from './AllowanceLedger.fixtures';
import { present } from '../testing/present';

const meta = {
  title: 'Marketplace/AllowanceLedger',
  component: AllowanceLedger,
  tags: ['autodocs'],
  args: { months: allowanceLedgerMonths, trust: allowanceLedgerTrust.verified },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AllowanceLedger>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A newly verified traveller: December by air goes beyond the franchise (its excess and tax said)
 * and carries the same phone twice; January by land is within it. The tier says what unlocks more.
 */
export const BeyondAndWithin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tu franquicia de aduana' })).toBeVisible();
    await expect(canvas.getByText('Viajero verificado')).toBeVisible();
    await expect(canvas.getByText(/Con 3 entregas completadas/)).toBeVisible();
    const december = within(present(canvas.getAllByRole('listitem')[0], 'December'));
    await expect(december.getByRole('heading', { name: /Diciembre de 2026/ })).toBeVisible();
    await expect(december.getByText(/Superas la franquicia por/)).toBeVisible();
    await expect(december.getByRole('note')).toHaveTextContent(/iPhone 15 128 GB: más de una unidad/);
    const january = within(present(canvas.getAllByRole('listitem')[1], 'January'));
    await expect(january.getByText(/Te quedan/)).toBeVisible();
    await expect(january.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '53');
  },
};

/** A trusted traveller (3 deliveries rated 4 or more): higher limits, nothing left to unlock. */
export const Trusted: Story = {
  args: { trust: allowanceLedgerTrust.trusted },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Viajero de confianza')).toBeVisible();
    await expect(canvas.queryByText(/Con 3 entregas completadas/)).toBeNull();
  },
};

/** No order yet: the franchise is explained. */
export const NoOrders: Story = {
  args: { months: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Todavía no traes pedidos/)).toBeVisible();
  },
};
