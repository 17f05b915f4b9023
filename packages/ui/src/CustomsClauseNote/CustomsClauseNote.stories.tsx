import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CustomsClauseNote } from './CustomsClauseNote';

// Texts as the domain's customsClauseText writes them (ui runs no domain code, decision 001).
const BUYER =
  'Este pedido supera la franquicia del viajero en US$ 100,00: el impuesto de US$ 50,00 lo paga quien compra (se suma al pago en garantía y se libera al viajero sin comisión).';
const TRAVELLER =
  'Este pedido supera la franquicia del viajero en US$ 100,00: el impuesto de US$ 50,00 lo paga quien viaja (sale de su recompensa).';

const meta = {
  title: 'Marketplace/CustomsClauseNote',
  component: CustomsClauseNote,
  tags: ['autodocs'],
  args: { text: BUYER, payer: 'buyer' },
} satisfies Meta<typeof CustomsClauseNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BuyerPays: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note', { name: 'Impuesto por exceso de franquicia' })).toBeVisible();
    await expect(canvas.getByText(/lo paga quien compra$/)).toBeVisible();
  },
};

export const TravellerPays: Story = { args: { text: TRAVELLER, payer: 'traveller' } };

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
