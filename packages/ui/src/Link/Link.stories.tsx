import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link, linkVariants } from './Link';

const meta = {
  title: 'Building blocks/Link',
  component: Link,
  tags: ['autodocs'],
  // A fragment, so a click during a test does not leave the page.
  args: { href: '#pedidos', children: 'Ver todos los pedidos' },
  argTypes: { variant: { control: 'select', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: 420 }}>
      ¿Ya tienes cuenta?{' '}
      <Link {...args} href="#login">
        Iniciar Sesión
      </Link>{' '}
      para ver tus pedidos.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '#login');
  },
};

export const Standalone: Story = { args: { variant: 'standalone' } };

export const Subtle: Story = {
  args: { variant: 'subtle', children: 'Viajeros Disponibles', href: '#viajeros' },
};

/** The current page in a navigation bar. */
export const Current: Story = {
  args: { variant: 'subtle', children: 'Pedidos Disponibles', 'aria-current': 'page' },
};

export const ButtonPrimary: Story = {
  args: { variant: 'button-primary', children: 'Quiero un producto', href: '#comprador' },
};
export const ButtonSecondary: Story = {
  args: { variant: 'button-secondary', children: 'Gana dinero viajando', href: '#viajero' },
};

export const External: Story = {
  args: { isExternal: true, href: 'https://example.com/producto', children: 'Enlace del producto' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Enlace del producto (se abre en una pestaña nueva)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Keyboard: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};
