import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Header,
  headerDefaultAccountLinks,
  headerSupportAccountLinks,
  preloadHeaderAccount,
  type HeaderProps,
} from './Header';
import type { HeaderNotification } from './Header.types';
import { RouterProvider } from '../Link/LinkRouter';

const user: NonNullable<HeaderProps['user']> = { name: 'Lucas Pereyra', email: 'lucas.pereyra@ejemplo.com.ar' };

const loggedIn = {
  user,
  notifications: [
    {
      id: 'n1',
      title: 'Tu pedido fue aceptado',
      description: 'María G. aceptó tu pedido de Auriculares Sony WH-1000XM5.',
      time: 'Hace 5 minutos',
      unread: true,
      href: '/chat/1',
    },
  ],
  messages: [
    { id: 'm1', from: 'María G.', preview: '¡Hola! Ya compré tus auriculares.', href: '/chat/1', time: 'Hace 2 horas' },
  ],
} satisfies Partial<HeaderProps>;

const meta = {
  title: 'Shell/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    onLogout: fn(),
    onMarkAllRead: fn(),
    onNotificationsOpen: fn(),
    onMessagesOpen: fn(),
    onNotificationOpen: fn(),
    onMarkNotificationRead: fn(),
  },
  // The logged-in controls are a separate chunk; the site preloads it once someone logs in.
  loaders: [async () => ({ headerAccount: await preloadHeaderAccount() })],
  // Room under the bar so open dropdowns are inside the screenshot.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 520 }}>
        <Story />
      </div>
    ),
  ],
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

const mixed: HeaderNotification[] = [
  {
    id: 'n1',
    title: 'Nuevo mensaje de María G.',
    description: '¡Hola! Ya compré tus auriculares.',
    time: 'Hace 5 minutos',
    unread: true,
    href: '/chat/1',
  },
  {
    id: 'n2',
    title: 'Pago retenido en garantía',
    description: 'Quien compró pagó "Kindle Paperwhite". El dinero queda en garantía hasta la entrega.',
    time: 'Hace 2 horas',
    unread: true,
    href: '/chat/2',
  },
  {
    id: 'n3',
    title: 'Entrega confirmada',
    description: 'Juan P. confirmó la entrega de "Perfume Chanel N°5". ¡Deja tu reseña!',
    time: 'Hace 3 días',
    unread: false,
    href: '/dashboard',
  },
];

/** Unread and read items together: unread ones are tinted, bold, dotted and say "No leída". */
export const NotificationsMixed: Story = {
  args: { ...loggedIn, notifications: mixed },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notificaciones (nuevas)' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Notificaciones' }));
    await expect(dialog.getByRole('link', { name: /^No leída\W+Nuevo mensaje de María G\./ })).toHaveAttribute(
      'href',
      '/chat/1',
    );
    await expect(dialog.getByRole('link', { name: /^No leída\W+Pago retenido en garantía/ })).toHaveAttribute(
      'href',
      '/chat/2',
    );
    const read = dialog.getByRole('link', { name: /Entrega confirmada/ });
    await expect(read).toHaveAttribute('href', '/dashboard');
    await expect(read).not.toHaveAccessibleName(/No leída/);
    // One "mark read" per unread item, each naming its notification.
    await expect(dialog.getAllByRole('button', { name: /^Marcar como leída:/ })).toHaveLength(2);
    await expect(dialog.getByRole('button', { name: 'Marcar como leída: Pago retenido en garantía' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: /Marcar como leída: Entrega confirmada/ })).toBeNull();
    await expect(args.onMarkNotificationRead).not.toHaveBeenCalled();
  },
};

const navigate = fn();

/** Opening a notification follows its link, tells the caller (to mark it read) and closes the panel. */
export const NotificationOpened: Story = {
  args: { ...loggedIn, notifications: mixed },
  // The site's router, here a spy: links navigate through it instead of reloading the story.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  play: async ({ canvas, args }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Notificaciones (nuevas)' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Notificaciones' }));
    await userEvent.click(dialog.getByRole('link', { name: /^No leída\W+Pago retenido/ }));
    await expect(navigate).toHaveBeenCalledWith('/chat/2', undefined);
    await expect(args.onNotificationOpen).toHaveBeenCalledWith('n2');
    await expect(args.onMarkNotificationRead).not.toHaveBeenCalled();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** The caller keeps the list: marking one read (keyboard only) turns it read and keeps focus on it. */
function MarkOneReadHeader(props: HeaderProps) {
  const [items, setItems] = useState(props.notifications ?? []);
  return (
    <Header
      {...props}
      notifications={items}
      onMarkNotificationRead={(id) => {
        props.onMarkNotificationRead?.(id);
        setItems((list) => list.map((n) => (n.id === id ? { ...n, unread: false } : n)));
      }}
    />
  );
}

export const NotificationMarkedRead: Story = {
  args: { ...loggedIn, notifications: mixed },
  render: (args) => <MarkOneReadHeader {...args} />,
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Notificaciones (nuevas)' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Notificaciones' }));
    const mark = dialog.getByRole('button', { name: 'Marcar como leída: Nuevo mensaje de María G.' });
    // Tab order inside the panel: "Marcar como leídas", the first item's link, then its button.
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Marcar como leídas' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('link', { name: /^No leída\W+Nuevo mensaje de María G\./ })).toHaveFocus();
    await userEvent.tab();
    await expect(mark).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkNotificationRead).toHaveBeenCalledWith('n1');
    await expect(args.onNotificationOpen).not.toHaveBeenCalled();
    // Read now: no "No leída", no button; focus lands on the item; the panel stays open.
    const item = dialog.getByRole('link', { name: /^Nuevo mensaje de María G\./ });
    await waitFor(() => expect(item).toHaveFocus());
    await expect(dialog.queryByRole('button', { name: /Marcar como leída: Nuevo mensaje/ })).toBeNull();
    await expect(dialog.getAllByRole('button', { name: /^Marcar como leída:/ })).toHaveLength(1);
    await expect(within(document.body).getByRole('dialog', { name: 'Notificaciones' })).toBeVisible();
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
    await expect(items.map((i) => i.textContent)).toEqual([
      ...headerDefaultAccountLinks.map((l) => l.label),
      'Cerrar sesión',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'Historial de pagos' })).toHaveAttribute(
      'href',
      '/payment-history',
    );
  },
};

/** A support account (decision 026) also reaches its disputes page from the avatar menu. */
export const AvatarMenuSupport: Story = {
  args: {
    ...loggedIn,
    user: { name: 'Sofía Soporte', email: 'soporte@conexionglobal.com.ar' },
    accountLinks: headerSupportAccountLinks,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menú de cuenta de Sofía Soporte' }));
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      ...headerDefaultAccountLinks.map((l) => l.label),
      'Soporte',
      'Cerrar sesión',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'Soporte' })).toHaveAttribute('href', '/soporte');
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
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
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

/** The mobile menu mirrors the avatar menu: support's link is there too. */
export const MobileSupport: Story = {
  ...mobile,
  args: {
    ...loggedIn,
    user: { name: 'Sofía Soporte', email: 'soporte@conexionglobal.com.ar' },
    accountLinks: headerSupportAccountLinks,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú' }));
    const panel = within(canvas.getByRole('navigation', { name: 'Menú móvil' }));
    await expect(panel.getByRole('link', { name: 'Soporte' })).toHaveAttribute('href', '/soporte');
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
