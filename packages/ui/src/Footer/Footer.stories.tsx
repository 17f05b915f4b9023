import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { year: 2026, onTwitterPress: fn() },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('© 2026 Conexión Global. Todos los derechos reservados.')).toBeVisible();
    const expected: Record<string, string> = {
      'Quiero un producto': '/comprador',
      'Gana dinero viajando': '/viajero',
      'Preguntas frecuentes': '/faq',
      Contacto: '/contact',
      'Sobre nosotros': '/about-us',
      Blog: '/blog',
      'Términos y condiciones': '/terms',
      'Política de privacidad': '/privacy-policy',
    };
    for (const [name, href] of Object.entries(expected)) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const social = canvas.getByRole('link', { name: /Instagram/ });
    await expect(social).toHaveAttribute('target', '_blank');
    const twitter = canvas.getByRole('button', { name: 'Twitter' });
    await userEvent.click(twitter);
    await userEvent.unhover(twitter);
    await expect(args.onTwitterPress).toHaveBeenCalledTimes(1);
  },
};

/** The site can pass its own groups. */
export const CustomLinks: Story = {
  args: {
    groups: [{ title: 'Ayuda', links: [{ label: 'Centro de Ayuda', href: '/help-center' }] }],
    onTwitterPress: undefined,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Ayuda' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(1);
  },
};

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
};
