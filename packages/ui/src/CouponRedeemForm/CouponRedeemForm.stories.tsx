import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CouponRedeemForm, type CouponRedeemFormProps } from './CouponRedeemForm';

function Stateful(props: CouponRedeemFormProps) {
  const [value, setValue] = useState(props.value);
  return <CouponRedeemForm {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Marketplace/CouponRedeemForm',
  component: CouponRedeemForm,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  args: { value: '', onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof CouponRedeemForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código de cupón' }), 'bienvenido10');
    await userEvent.click(canvas.getByRole('button', { name: 'Canjear' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('bienvenido10');
  },
};

export const Checking: Story = { args: { value: 'BIENVENIDO10', isPending: true } };

export const Redeemed: Story = {
  args: {
    value: '',
    result: {
      kind: 'redeemed',
      title: 'Cupón "BIENVENIDO10" aplicado',
      description: 'Se descontará de la tarifa de servicio en tu próximo pago.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cupón "BIENVENIDO10" aplicado');
  },
};

export const Empty: Story = {
  args: {
    result: {
      kind: 'refused',
      title: 'Código inválido',
      description: 'Por favor, introduce un código de cupón válido.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Código de cupón' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Invalid: Story = {
  args: {
    value: 'HOLA',
    result: {
      kind: 'refused',
      title: 'Código inválido',
      description: 'Ese código no corresponde a ningún cupón de Conexión Global. Revisa que esté bien escrito.',
    },
  },
};

export const Expired: Story = {
  args: {
    value: 'INVITADO5',
    result: { kind: 'refused', title: 'Cupón vencido', description: 'Este cupón ya venció y no se puede usar.' },
  },
};

export const Used: Story = {
  args: {
    value: 'BIENVENIDO10',
    result: {
      kind: 'refused',
      title: 'Cupón ya usado',
      description: 'Ya usaste este cupón en un pago. Cada cupón se usa una sola vez por persona.',
    },
  },
};

export const Mobile: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 328 }}>{Story()}</div>],
  args: Used.args,
};
