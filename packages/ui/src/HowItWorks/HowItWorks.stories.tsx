import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HowItWorks } from './HowItWorks';

const meta = {
  title: 'Marketplace/HowItWorks',
  component: HowItWorks,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HowItWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Publica tu pedido' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Recibe tu producto' })).toBeVisible();
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
