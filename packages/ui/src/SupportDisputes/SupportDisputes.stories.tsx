import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { SupportDisputes } from './SupportDisputes';

const meta = {
  title: 'Marketplace/SupportDisputes',
  component: SupportDisputes,
  tags: ['autodocs'],
  args: { items: [] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportDisputes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to decide. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay disputas abiertas')).toBeVisible();
  },
};

/** Two open disputes, each with both sides and the two resolutions. */
export const WithItems: Story = {
  args: {
    items: [
      {
        id: 'a',
        productName: 'Nintendo Switch OLED',
        amount: 'US$ 389,99',
        buyerName: 'Ana García',
        travellerName: 'Tomás Pérez',
        openedAt: '19 de diciembre de 2026',
        statements: [
          {
            who: 'Quien compró (Ana García)',
            reason: 'El producto no fue entregado',
            text: 'Pasó la fecha de regreso y no tengo noticias del producto.',
          },
          {
            who: 'Viajero (Tomás Pérez)',
            reason: 'Quien compró no entrega el código',
            text: 'Le entregué la consola el sábado y no me quiso dar el código.',
          },
        ],
        actions: (
          <>
            <Button>Reembolsar al comprador</Button>
            <Button variant="secondary">Liberar al viajero</Button>
          </>
        ),
      },
      {
        id: 'b',
        productName: 'Kindle Paperwhite',
        amount: 'US$ 189,00',
        buyerName: 'Eva Martínez',
        travellerName: 'Luis Gómez',
        openedAt: '20 de diciembre de 2026',
        statements: [
          {
            who: 'Viajero (Luis Gómez)',
            reason: 'Otro motivo',
            text: 'Quien compró no responde para coordinar la entrega.',
          },
        ],
        actions: (
          <>
            <Button>Reembolsar al comprador</Button>
            <Button variant="secondary">Liberar al viajero</Button>
          </>
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Disputas abiertas' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Reembolsar al comprador' })).toHaveLength(2);
  },
};
