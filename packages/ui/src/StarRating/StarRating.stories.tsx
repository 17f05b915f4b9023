import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StarRating, Stars } from './StarRating';

const meta = {
  title: 'Blocks/StarRating',
  component: StarRating,
  tags: ['autodocs'],
  args: { label: 'Calificación', onChange: fn() },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet; clicking the fourth star chooses 4. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '4 estrellas' }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
  },
};

/** Arrow keys move the choice, like any radio group. */
export const Keyboard: Story = {
  args: { defaultValue: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 estrellas' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledWith(4);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Elige una calificación de 1 a 5 estrellas.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Elige una calificación de 1 a 5 estrellas.')).toBeVisible();
  },
};

export const Disabled: Story = { args: { defaultValue: 5, isDisabled: true } };

/** Read-only stars for averages: half stars are drawn, the exact figure is read out. */
export const ReadOnly: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Stars value={4.5} />
      <Stars value={3.2} size="sm" />
      <Stars value={0} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4,5 de 5 estrellas' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '3,2 de 5 estrellas' })).toBeVisible();
  },
};
