import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { UnreadDropdown, unreadDropdownIcons } from './UnreadDropdown';

const meta = {
  title: 'Building blocks/UnreadDropdown',
  component: UnreadDropdown,
  tags: ['autodocs'],
  args: {
    label: 'Notificaciones',
    onRead: fn(),
    onOpenChange: fn(),
    headerAction: (
      <Button variant="ghost" size="sm">
        Marcar como leídas
      </Button>
    ),
    children: (
      <p>
        <strong>Nuevo pedido aceptado.</strong> Juan P. aceptó tu pedido de auriculares.
      </p>
    ),
  },
  argTypes: { icon: { control: 'inline-radio', options: unreadDropdownIcons } },
  decorators: [
    (Story) => (
      <div
        style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', maxWidth: 420, minHeight: 240 }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof UnreadDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const Unread: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notificaciones (nuevas)' })).toBeVisible();
  },
};

export const Read: Story = { args: { defaultUnread: false } };

/** Opening clears the dot and tells the caller; Escape closes and focus returns. */
export const OpenClearsTheDot: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notificaciones (nuevas)' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Notificaciones' });
    await expect(within(dialog).getByText(/Juan P\. aceptó tu pedido/)).toBeVisible();
    await expect(args.onRead).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notificaciones' })).toHaveFocus());
  },
};

/** Opened: the panel is in a portal, the screenshot shows it. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    await body(canvasElement).findByRole('dialog', { name: 'Notificaciones' });
  },
};

export const Messages: Story = {
  args: {
    label: 'Mensajes',
    icon: 'message',
    headerAction: undefined,
    children: (
      <p>
        <strong>Juan P.:</strong> ¡Hola! Ya compré tu producto. <Link href="#chat-1">Ir al chat</Link>
      </p>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Mensajes (nuevas)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Mensajes' });
    await expect(within(dialog).getByRole('link', { name: 'Ir al chat' })).toBeVisible();
  },
};
