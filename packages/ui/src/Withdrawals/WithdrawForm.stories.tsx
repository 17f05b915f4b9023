import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WithdrawForm } from './WithdrawForm';
import { walletSample } from './Withdrawals.fixtures';

// The balance is a US$ 25 reward after the platform's commission, as the domain computes it
// (Withdrawals.fixtures.ts). Testing Library reads any run of spaces as one: so do the texts looked for.
const available = walletSample.payoutText;
const plain = (text: string) => text.replace(/\s+/g, ' ');

const meta = {
  title: 'Marketplace/WithdrawForm',
  component: WithdrawForm,
  tags: ['autodocs'],
  args: { availableText: available, onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WithdrawForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The amount and a CBU, CVU or alias, as typed: the site reads them with the domain's rules. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(plain(`Disponible para retirar: ${available}`))).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Monto/ }), '20,50');
    await userEvent.type(canvas.getByRole('textbox', { name: /CBU, CVU o alias/ }), '0110599520000001235579');
    await userEvent.click(canvas.getByRole('button', { name: 'Retirar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: '20,50', destination: '0110599520000001235579' });
  },
};

/** The domain's refusal on each field; what was typed stays. */
export const FieldErrors: Story = {
  args: {
    fieldErrors: {
      amount: `Puedes retirar hasta ${available}.`,
      destination: 'El CBU o CVU no es válido: revisa los últimos 14 dígitos (número de cuenta).',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(plain(`Puedes retirar hasta ${available}.`))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /CBU, CVU o alias/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A refusal about no one field: the provider did not answer. */
export const Refused: Story = {
  args: {
    refusal: {
      title: 'Servicio no disponible',
      description: 'No pudimos comunicarnos con el proveedor. Inténtalo de nuevo en unos minutos.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Servicio no disponible');
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Enviando/ })).toBeVisible();
  },
};

/** Decision 018: no withdrawal before the e-mail is confirmed; the link can be sent again. */
export const EmailUnconfirmed: Story = {
  args: { emailUnconfirmed: { onResend: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Confirma tu e-mail para retirar fondos')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar enlace de confirmación' }));
    await expect(args.emailUnconfirmed?.onResend).toHaveBeenCalled();
  },
};

/** The new link went out. */
export const EmailLinkSent: Story = {
  args: { emailUnconfirmed: { onResend: fn(), sent: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Te enviamos un enlace nuevo. Ábrelo y vuelve a intentarlo.')).toBeVisible();
  },
};
