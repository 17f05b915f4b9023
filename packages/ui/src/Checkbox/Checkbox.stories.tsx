import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Building blocks/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Acepto los Términos y Condiciones', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Acepto los Términos y Condiciones' });
    await userEvent.click(canvas.getByText('Acepto los Términos y Condiciones'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Selected: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Seleccionar todas las notificaciones' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveProperty('indeterminate', true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { children: 'Recibir novedades por email', description: 'Te avisamos cuando un viajero acepte tu pedido.' },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Debes aceptar los términos para continuar.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Debes aceptar los términos para continuar.')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledSelected: Story = { args: { isDisabled: true, defaultSelected: true } };
