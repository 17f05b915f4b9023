import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoginRequiredNotice } from './LoginRequiredNotice';

const meta = {
  title: 'Shell/LoginRequiredNotice',
  component: LoginRequiredNotice,
  tags: ['autodocs'],
  args: {
    title: 'Acceso Denegado',
    description: 'Debes iniciar sesión para acceder a tu cuenta.',
    loginHref: '/login?redirectTo=%2Fwallet',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginRequiredNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on an account page: why there is nothing here and the way in. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Acceso Denegado' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fwallet',
    );
    await expect(canvas.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/registro');
  },
};

/** The session expired: log in again and come back to the same place (no "Registrarse": there is an account). */
export const SessionExpired: Story = {
  args: {
    title: 'Tu sesión expiró',
    description: 'Inicia sesión de nuevo para seguir donde estabas.',
    loginHref: '/login?redirectTo=/dashboard',
    registerHref: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Tu sesión expiró' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute(
      'href',
      '/login?redirectTo=/dashboard',
    );
    await expect(canvas.queryByRole('link', { name: 'Registrarse' })).toBeNull();
  },
};

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
};
