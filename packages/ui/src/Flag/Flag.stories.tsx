import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Flag, flagSizes } from './Flag';

const meta = {
  title: 'Building blocks/Flag',
  component: Flag,
  tags: ['autodocs'],
  args: { country: 'Japón', emoji: '🇯🇵' },
  argTypes: { size: { control: 'inline-radio', options: flagSizes } },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Bandera de Japón' })).toHaveTextContent('🇯🇵');
  },
};

/** A country without a flag in the product's list shows the white flag, still named. */
export const Fallback: Story = {
  args: { country: 'Uruguay', emoji: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Bandera de Uruguay' })).toHaveTextContent('🏳️');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {flagSizes.map((size) => (
        <Flag key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** Next to the written name the flag is decorative: the name is read once. */
export const Decorative: Story = {
  args: { decorative: true, country: 'Argentina', emoji: '🇦🇷' },
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Flag {...args} /> Argentina
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Argentina')).toBeVisible();
  },
};
