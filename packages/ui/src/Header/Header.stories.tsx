import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header, headerDefaultAccountLinks, preloadHeaderAccount, type HeaderProps } from './Header';

const user: NonNullable<HeaderProps['user']> = { name: 'Lucas Pereyra', email: 'lucas.pereyra@ejemplo.com.ar' };

const loggedIn = {
  user,
  notifications: [{ id: 'n1', title: 'Tu pedido fue aceptado', description: 'María G. aceptó tu pedido de Auriculares Sony WH-1000XM5.', time: 'Hace 5 minutos' }],
  messages: [{ id: 'm1', from: 'María G.', preview: '¡Hola! Ya compré tus auriculares.', href: '/chat/1', time: 'Hace 2 horas' }],
} satisfies Partial<HeaderProps>;

const meta = {
  title: 'Shell/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onLogout: fn(), onMarkAllRead: fn(), onNotificationsOpen: fn(), onMessagesOpen: fn() },
  // The logged-in controls are a separate chunk; the site preloads it once someone logs in.
  loaders: [async () => ({ headerAccount: await preloadHeaderAccount() })],
  // Room under the bar so open dropdowns are inside the screenshot.
  decorators: [(Story) => <div style={{ minHeight: 520 }}><Story /></div>],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Conexión Global' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Pedidos Disponibles' })).toHaveAttribute('href', '/pedidos');
    await expect(canvas.getByRole('link', { name: 'Viajeros Disponibles' })).toHaveAttribute('href', '/viajeros');
    await expect(canvas.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/registro');
    await expect(canvas.queryByRole('button', { name: /Abrir menú/ })).toBeNull();
  },
};

export const CurrentPage: Story = {
  args: { currentPath: '/pedidos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Pedidos Disponibles' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LoggedIn: Story = {
  args: loggedIn,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notificaciones (nuevas)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mensajes (nuevas)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menú de cuenta de Lucas Pereyra' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Iniciar Sesión' })).toBeNull();
  },
};

/** Opening the notifications clears the red dot; "Marcar como leídas" is the site's placeholder. */
export const NotificationsOpen: Story = {
  args: loggedIn,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notificaciones (nuevas)' }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Notificaciones' });
    await expect(within(dialog).getByText('Tu pedido fue aceptado')).toBeVisible();
    await expect(args.onNotificationsOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como leídas' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mensajes (nuevas)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Notificaciones' }));
    await body.findByRole('dialog', { name: 'Notificaciones' });
  },
};

export const MessagesOpen: Story = {
  args: loggedIn,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mensajes (nuevas)' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Mensajes' });
    await expect(within(dialog).getByRole('link', { name: /María G\./ })).toHaveAttribute('href', '/chat/1');
    await expect(args.onMessagesOpen).toHaveBeenCalledTimes(1);
  },
};

export const AvatarMenuOpen: Story = {
  args: loggedIn,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menú de cuenta de Lucas Pereyra' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByText('lucas.pereyra@ejemplo.com.ar')).toBeVisible();
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual([...headerDefaultAccountLinks.map((l) => l.label), 'Cerrar sesión']);
    await expect(within(menu).getByRole('menuitem', { name: 'Historial de pagos' })).toHaveAttribute('href', '/payment-history');
  },
};

export const AvatarMenuLogout: Story = {
  args: loggedIn,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menú de cuenta de Lucas Pereyra' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

/** Without notifications or messages there is no dot, and the dropdowns say so. */
export const LoggedInNothingNew: Story = {
  args: { user: { ...user, name: 'Ana' }, notifications: [], messages: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mensajes' }));
    await expect(await within(document.body).findByText('No tienes mensajes.')).toBeVisible();
  },
};

const mobile: Pick<Story, 'decorators' | 'globals'> = {
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
  globals: { viewport: { value: 'mobile' } },
};

export const MobileLoggedOut: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    const panel = within(canvas.getByRole('navigation', { name: 'Menú móvil' }));
    await expect(panel.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Registrarse' })).toBeVisible();
  },
};

export const MobileLoggedIn: Story = {
  ...mobile,
  args: loggedIn,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú' }));
    const panel = within(canvas.getByRole('navigation', { name: 'Menú móvil' }));
    await expect(panel.getByText('lucas.pereyra@ejemplo.com.ar')).toBeVisible();
    for (const l of headerDefaultAccountLinks) {
      await expect(panel.getByRole('link', { name: l.label })).toHaveAttribute('href', l.href);
    }
    await userEvent.click(panel.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.unhover(panel.getByRole('button', { name: 'Cerrar sesión' }));
  },
};

export const MobileClosed: Story = {
  ...mobile,
  args: loggedIn,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notificaciones (nuevas)' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Pedidos Disponibles' })).toBeNull();
  },
};
