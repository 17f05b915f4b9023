import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField, textFieldTypes } from './TextField';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>;

const meta = {
  title: 'Building blocks/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Nombre del producto', placeholder: 'Ej: Auriculares Sony WH-1000XM5', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  decorators: [narrow],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre del producto' });
    await userEvent.type(input, 'Nintendo Switch');
    await expect(input).toHaveValue('Nintendo Switch');
    await expect(args.onChange).toHaveBeenLastCalledWith('Nintendo Switch');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Enlace del producto',
    type: 'url',
    placeholder: 'https://',
    description: 'Pega el enlace de la tienda donde se vende.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Enlace del producto' })).toHaveAccessibleDescription(
      'Pega el enlace de la tienda donde se vende.',
    );
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Campos requeridos - Por favor completa todos los campos obligatorios.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Campos requeridos - Por favor completa todos los campos obligatorios.',
    );
  },
};

/** Submitting an empty required field shows the Spanish message and focuses the field. */
export const RequiredOnSubmit: Story = {
  args: {
    isRequired: true,
    name: 'productName',
    errorMessage: 'Campos requeridos - Por favor completa todos los campos obligatorios.',
  },
  render: (args) => (
    <Form onSubmit={(e) => e.preventDefault()} style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} />
      <Button type="submit">Publicar pedido</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar pedido' }));
    await expect(
      canvas.getByText('Campos requeridos - Por favor completa todos los campos obligatorios.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Auriculares' } };

/** The trip form's destination: fixed, read-only, still focusable and read. */
export const ReadOnly: Story = {
  args: { label: 'Destino', isReadOnly: true, value: 'Argentina', placeholder: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Destino' })).toHaveAttribute('readonly');
  },
};

export const Email: Story = {
  args: { label: 'Email', type: 'email', placeholder: 'tu@email.com', autoComplete: 'email' },
};

function PasswordField() {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label="Contraseña"
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      defaultValue="secreto123"
      trailing={
        <Button variant="ghost" size="sm" onPress={() => setVisible((v) => !v)} aria-pressed={visible}>
          {visible ? 'Ocultar' : 'Mostrar'}
        </Button>
      }
    />
  );
}

/** A trailing button (show/hide password on /login). */
export const PasswordWithToggle: Story = {
  render: () => <PasswordField />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Contraseña');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Notas adicionales para el viajero sobre el color, el talle o la versión del producto que necesitas',
    description: 'Opcional.',
  },
};
