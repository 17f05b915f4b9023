import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SavedCardForm } from './SavedCardForm';

const meta = {
  title: 'Marketplace/SavedCardForm',
  component: SavedCardForm,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  args: { onSubmit: fn() },
} satisfies Meta<typeof SavedCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Número de tarjeta/ }), '4509 9535 6623 3704');
    await userEvent.type(canvas.getByRole('textbox', { name: /Vencimiento/ }), '12/30');
    await userEvent.type(canvas.getByRole('textbox', { name: /Código de seguridad/ }), '123');
    await userEvent.type(canvas.getByRole('textbox', { name: /Nombre en la tarjeta/ }), 'CARLA MENDEZ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cardNumber: '4509 9535 6623 3704',
      cardExpiry: '12/30',
      cardCvv: '123',
      cardholderName: 'CARLA MENDEZ',
    });
  },
};

/**
 * The expiry's slash is put in while typing (issue 35 item 9): `1229` reads `12/29` and is what
 * the form sends; deleting goes back over the slash without it coming back.
 */
export const ExpirySlashInserted: Story = {
  play: async ({ canvas, args }) => {
    const expiry = canvas.getByRole('textbox', { name: /Vencimiento/ });
    await userEvent.type(expiry, '12');
    await expect(expiry).toHaveValue('12');
    await userEvent.type(expiry, '2');
    await expect(expiry).toHaveValue('12/2');
    await userEvent.type(expiry, '{Backspace}{Backspace}');
    await expect(expiry).toHaveValue('1');
    await userEvent.type(expiry, '229');
    await expect(expiry).toHaveValue('12/29');
    await userEvent.type(expiry, 'x');
    await expect(expiry).toHaveValue('12/29');
    await userEvent.type(canvas.getByRole('textbox', { name: /Número de tarjeta/ }), '4509 9535 6623 3704');
    await userEvent.type(canvas.getByRole('textbox', { name: /Código de seguridad/ }), '123');
    await userEvent.type(canvas.getByRole('textbox', { name: /Nombre en la tarjeta/ }), 'Lucía Gómez');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cardExpiry: '12/29' }));
  },
};

export const Saving: Story = { args: { isPending: true } };

export const Invalid: Story = {
  args: {
    failure: { title: 'Error de validación', description: 'Revisa los datos de la tarjeta.' },
    fieldErrors: {
      cardNumber: 'Ingresa el número de la tarjeta.',
      cardExpiry: 'Ingresa el vencimiento como MM/AA.',
    },
  },
};

export const Rejected: Story = {
  args: {
    failure: {
      title: 'Tarjeta rechazada',
      description: 'El proveedor de pagos no aceptó guardar esta tarjeta. Revisa los datos o prueba con otra.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Tarjeta rechazada');
  },
};

export const ProviderDown: Story = {
  args: {
    failure: {
      title: 'Servicio de pagos no disponible',
      description: 'No pudimos comunicarnos con el proveedor de pagos. Inténtalo de nuevo en unos minutos.',
    },
  },
};
