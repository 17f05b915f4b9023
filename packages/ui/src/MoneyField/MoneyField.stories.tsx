import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyField, moneyCurrencies } from './MoneyField';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 360, minHeight: 380 }}>{Story()}</div>;

const meta = {
  title: 'Building blocks/MoneyField',
  component: MoneyField,
  tags: ['autodocs'],
  args: {
    label: 'Precio estimado',
    name: 'estimatedPrice',
    currencyName: 'currency',
    onAmountChange: fn(),
    onCurrencyChange: fn(),
  },
  argTypes: { defaultCurrency: { control: 'select', options: moneyCurrencies } },
  decorators: [narrow],
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Precio estimado' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Moneda/ })).toHaveTextContent('USD');
  },
};

/** Typing in Argentine format: comma for decimals, point for thousands. */
export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Precio estimado' });
    await userEvent.type(input, '1234,5');
    await userEvent.tab();
    await expect(input).toHaveValue('1.234,5');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith(1234.5);
  },
};

export const Filled: Story = { args: { defaultAmount: 349.99, defaultCurrency: 'EUR' } };

export const ChooseCurrency: Story = {
  args: { defaultAmount: 120 },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Moneda/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(7);
    await userEvent.click(within(listbox).getByRole('option', { name: 'JPY' }));
    await expect(args.onCurrencyChange).toHaveBeenCalledWith('JPY');
  },
};

export const Required: Story = { args: { isRequired: true, description: 'Precio aproximado en la tienda.' } };

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Campos requeridos - Por favor completa todos los campos obligatorios.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Precio estimado' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultAmount: 80, defaultCurrency: 'BRL' } };
