import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SavedCardList, type SavedCardItem } from './SavedCardList';

const visa: SavedCardItem = {
  id: 'c1',
  brandName: 'Visa',
  lastFour: '3704',
  expiryText: '12/30',
  holderName: 'Carla Méndez',
  isDefault: true,
};
const master: SavedCardItem = {
  id: 'c2',
  brandName: 'Mastercard',
  lastFour: '0604',
  expiryText: '11/29',
  holderName: 'Carla Méndez',
  isDefault: false,
};

const meta = {
  title: 'Marketplace/SavedCardList',
  component: SavedCardList,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  args: { items: [visa, master], onSetDefault: fn(), onRemove: fn() },
} satisfies Meta<typeof SavedCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No tienes tarjetas guardadas' })).toBeVisible();
  },
};

/** Two cards, the first the default: the other can be made default; both can be removed (confirmed). */
export const WithDefault: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('listitem', { name: 'Visa •••• 3704' });
    await expect(first).toHaveTextContent('Predeterminada');
    await expect(within(first).queryByRole('button', { name: /predeterminada/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Usar como predeterminada Mastercard •••• 0604' }));
    await expect(args.onSetDefault).toHaveBeenCalledWith('c2');
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar Mastercard •••• 0604' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: '¿Eliminar Mastercard •••• 0604?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onRemove).toHaveBeenCalledWith('c2');
  },
};

export const Expired: Story = {
  args: { items: [visa, { ...master, id: 'c3', expiryText: '01/24', expired: true }] },
};

export const SettingDefault: Story = { args: { defaultingId: 'c2' } };

export const Removing: Story = {
  args: { removingId: 'c2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Tarjetas guardadas' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 328 }}>{Story()}</div>],
};
