import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge, requestStatuses } from './StatusBadge';

const meta = {
  title: 'Marketplace/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'active' },
  argTypes: { status: { control: 'select', options: [...requestStatuses, 'archived'] } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Activo')).toBeVisible();
  },
};
export const Accepted: Story = { args: { status: 'accepted' } };
export const Paid: Story = {
  args: { status: 'paid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pagado (en garantía)')).toBeVisible();
  },
};
export const Completed: Story = { args: { status: 'completed' } };
/** Withdrawn by its buyer, or cancelled by both parties' agreement (decision 022). */
export const Cancelled: Story = {
  args: { status: 'cancelled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelado')).toBeVisible();
  },
};

/** A value the product does not know (e.g. written by an older version). */
export const Unknown: Story = {
  args: { status: 'archived' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Desconocido')).toBeVisible();
  },
};

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {[...requestStatuses, 'archived'].map((s) => (
        <StatusBadge key={s} status={s} />
      ))}
    </div>
  ),
};
