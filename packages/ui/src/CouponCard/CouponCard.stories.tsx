import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CouponCard, couponStates } from './CouponCard';
import { couponSamples } from './CouponCard.fixtures';

// The spec's sample coupons as the domain describes them (CouponCard.fixtures.ts): story data, not the product's.
const meta = {
  title: 'Marketplace/CouponCard',
  component: CouponCard,
  tags: ['autodocs'],
  argTypes: { state: { control: 'inline-radio', options: couponStates } },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, maxWidth: 480 }}>
        <Story />
      </ul>
    ),
  ],
  args: {
    ...couponSamples.BIENVENIDO10,
    detail: 'Vence el 31/12/2099.',
    state: 'available',
  },
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { name: 'Cupón BIENVENIDO10: Disponible' })).toBeVisible();
  },
};

export const Used: Story = {
  args: { state: 'used', detail: 'Usado en un pago el 26/11/2026.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Usado')).toBeVisible();
  },
};

export const Expired: Story = {
  args: {
    ...couponSamples.INVITADO5,
    detail: 'Venció el 31/1/2025.',
    state: 'expired',
  },
};

export const DemoData: Story = { args: { demo: true } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { ...couponSamples.VERANO2025, demo: true },
};
