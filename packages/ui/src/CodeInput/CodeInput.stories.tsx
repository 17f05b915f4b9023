import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CodeInput, codeInputStatuses } from './CodeInput';

const meta = {
  title: 'Marketplace/CodeInput',
  component: CodeInput,
  tags: ['autodocs'],
  args: { onChange: fn(), onComplete: fn() },
  argTypes: { status: { control: 'inline-radio', options: codeInputStatuses } },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Código de seguridad' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveValue('');
  },
};

export const Partial: Story = { args: { defaultValue: '123' } };

export const Complete: Story = { args: { defaultValue: '482913' } };

/** Typing letters does nothing; a seventh digit is rejected. */
export const TypingDigitsOnly: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Código de seguridad' });
    await userEvent.type(input, '4a8b2-9 1');
    await expect(input).toHaveValue('48291');
    await expect(canvas.getByText('Falta 1 dígito.')).toBeVisible();
    await userEvent.type(input, '37');
    await expect(input).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
    await expect(canvas.getByText('Código completo.')).toBeVisible();
  },
};

export const PasteWithSpace: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Código de seguridad' });
    await userEvent.click(input);
    await userEvent.paste('123 456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const PasteWithDashes: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Código de seguridad' });
    await userEvent.click(input);
    await userEvent.paste('12-34-56');
    await expect(input).toHaveValue('123456');
  },
};

export const Verifying: Story = {
  args: { defaultValue: '482913', status: 'verifying' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('readonly');
    await expect(canvas.getByText('Verificando...')).toBeVisible();
  },
};

export const WrongCode: Story = {
  args: { defaultValue: '111111', status: 'wrong', attemptsLeft: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/no coincide/)).toBeVisible();
  },
};

export const Locked: Story = {
  args: { defaultValue: '111111', status: 'locked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByText(/Demasiados intentos/)).toBeVisible();
  },
};

/**
 * Locked on a page that says so itself (the delivery page's alert, issue 35 item 13): the field is
 * disabled and repeats nothing — the lock is told once, by what the field is described by.
 */
export const LockedToldByThePage: Story = {
  args: { defaultValue: '111111', status: 'locked', lockedMessage: null, 'aria-describedby': 'lock-notice' },
  decorators: [
    (Story) => (
      <div>
        <p id="lock-notice" role="alert">
          Pedido bloqueado. Se alcanzó el máximo de 5 intentos.
        </p>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Código de seguridad' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription('Pedido bloqueado. Se alcanzó el máximo de 5 intentos.');
    await expect(canvas.queryByText(/Demasiados intentos|Ingresa el código|Código completo/)).toBeNull();
    await expect(canvas.getAllByText(/máximo de 5 intentos/)).toHaveLength(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { defaultValue: '1234' },
  decorators: [
    (Story) => (
      <div style={{ width: 360, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
};
