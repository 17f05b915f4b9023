import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';

const meta = {
  title: 'Building blocks/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Menú de usuario',
    onAction: fn(),
    trigger: (
      <Button variant="ghost">
        <Avatar name="María González" size="sm" decorative />
        María G.
      </Button>
    ),
  },
  render: (args) => (
    <div
      style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', maxWidth: 480, minHeight: 560 }}
    >
      <Menu {...args}>
        <MenuSection title="María González" subtitle="maria@example.com">
          <MenuItem id="perfil" href="#dashboard">
            Perfil
          </MenuItem>
          <MenuItem id="viajes" href="#viajero">
            Viajes
          </MenuItem>
          <MenuItem id="pedidos" href="#comprador">
            Pedidos
          </MenuItem>
          <MenuItem id="historial" href="#payment-history">
            Historial de pagos
          </MenuItem>
          <MenuItem id="wallet" href="#wallet">
            Wallet
          </MenuItem>
          <MenuItem id="cupones" href="#coupons">
            Cupones
          </MenuItem>
          <MenuItem id="ajustes" href="#settings">
            Ajustes
          </MenuItem>
          <MenuItem id="ayuda" href="#help-center">
            Centro de Ayuda
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection aria-label="Sesión">
          <MenuItem id="logout">Cerrar sesión</MenuItem>
        </MenuSection>
      </Menu>
    </div>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'María G.' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The avatar menu open: name and e-mail, the account links, Cerrar sesión. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    const menu = await body(canvasElement).findByRole('menu', { name: 'María G.' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(9);
    await expect(within(menu).getByText('maria@example.com')).toBeVisible();
  },
};

export const ChooseAnAction: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    const menu = await body(canvasElement).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect((args.onAction as unknown as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0]).toBe('logout');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

/** Enter opens on the first item, arrows move, Escape closes and focus returns to the button. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Perfil' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Viajes' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Items are links when they have an href. */
export const Links: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Perfil' })).toHaveAttribute('href', '#dashboard');
  },
};

export const WithDisabledItem: Story = {
  args: {
    disabledKeys: ['wallet'],
    trigger: <Button variant="secondary">Opciones</Button>,
    'aria-label': 'Opciones',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Opciones' }));
    const menu = await body(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Wallet' })).toHaveAttribute('aria-disabled', 'true');
  },
};
