import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, cardElements, cardGaps, cardPaddings, cardVariants } from './Card';

const meta = {
  title: 'Building blocks/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    as: 'article',
    'aria-labelledby': 'card-title',
    style: { maxWidth: 360 },
    children: (
      <>
        <h3 id="card-title">Pago Seguro</h3>
        <p>Tu dinero queda retenido hasta que recibas el producto y entregues el código de seguridad.</p>
      </>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
    gap: { control: 'inline-radio', options: cardGaps },
    as: { control: 'select', options: cardElements },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Pago Seguro' })).toBeVisible();
  },
};
export const Elevated: Story = { args: { variant: 'elevated' } };
export const Sunken: Story = { args: { variant: 'sunken' } };
export const Brand: Story = { args: { variant: 'brand' } };
export const LargePadding: Story = { args: { padding: 'lg' } };

/** A full-bleed media on top: no padding on the card, padding on the body. */
export const WithMedia: Story = {
  args: {
    padding: 'none',
    gap: 'none',
    children: (
      <>
        <div style={{ height: 120, background: '#dbeafe' }} aria-hidden="true" />
        <div style={{ padding: 16, display: 'grid', gap: 8 }}>
          <h3 id="card-title">Auriculares inalámbricos</h3>
          <p>Recompensa: US$ 25,00</p>
        </div>
      </>
    ),
  },
};

export const LongText: Story = {
  args: {
    children: (
      <>
        <h3 id="card-title">Perfiles Verificados con un título muy largo que ocupa varias líneas en un móvil</h3>
        <p>
          Todos los viajeros pasan por un proceso de verificación de identidad con documento y selfie antes de poder
          aceptar pedidos. Supercalifragilisticoespialidosamentelargapalabrasinespacios.
        </p>
      </>
    ),
  },
};

export const Mobile: Story = {
  args: { style: { maxWidth: 328 } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
