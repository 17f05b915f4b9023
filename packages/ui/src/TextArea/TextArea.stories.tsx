import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>;

const meta = {
  title: 'Building blocks/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: {
    label: 'Notas adicionales',
    placeholder: 'Color, talle, versión o cualquier detalle para el viajero',
    onChange: fn(),
  },
  decorators: [narrow],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MultiLine: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Notas adicionales' });
    await userEvent.type(box, 'Color negro.{Enter}Versión internacional.');
    await expect(box).toHaveValue('Color negro.\nVersión internacional.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithCount: Story = {
  args: { maxLength: 500, defaultValue: 'Necesito la versión con cable USB-C.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('36/500')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), ' Gracias');
    await expect(canvas.getByText('44/500')).toBeVisible();
  },
};

export const WithDescription: Story = { args: { description: 'Opcional. El viajero lo verá junto al pedido.' } };

export const Invalid: Story = {
  args: {
    label: 'Mensaje',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Por favor, completa todos los campos requeridos.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'No hay notas adicionales para este producto.' },
};

export const LongText: Story = {
  args: {
    rows: 3,
    defaultValue:
      'Busco el modelo exacto que se vende en la tienda oficial, con garantía internacional y la caja sellada. Si no está disponible, la versión anterior también sirve, siempre que sea nueva. Supercalifragilisticoespialidosamente.',
  },
};
