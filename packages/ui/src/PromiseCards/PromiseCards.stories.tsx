import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PromiseCards } from './PromiseCards';

const meta = {
  title: 'Marketplace/PromiseCards',
  component: PromiseCards,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PromiseCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nuestra Promesa' })).toBeVisible();
    for (const name of ['Pago Seguro', 'Perfiles Verificados', 'Precios Justos']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    }
  },
};

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
