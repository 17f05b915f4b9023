import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SuccessStory } from './SuccessStory';
import { successStoriesSample } from './SuccessStory.fixtures';

const meta = {
  title: 'Marketplace/SuccessStory',
  component: SuccessStory,
  tags: ['autodocs'],
  args: { story: successStoriesSample[1] },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SuccessStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /iPhone 15 Pro/ })).toBeVisible();
    await expect(canvas.getByText(/US\$\s450/)).toBeVisible();
    await expect(canvas.getByText(/US\$\s150/)).toBeVisible();
  },
};

export const WithoutFlag: Story = {
  args: {
    story: { ...successStoriesSample[0], originFlag: undefined, originCountry: 'Suiza', product: 'Reloj suizo' },
  },
};

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, padding: 16, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
};
