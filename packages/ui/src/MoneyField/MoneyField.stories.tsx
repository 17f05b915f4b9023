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
    onAmountTextChange: fn(),
    onAmountBlur: fn(),
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

/**
 * The box keeps the text as typed, point or comma alike (the caller reads it with the domain's
 * rule), and shows back what `formatOnBlur` returns when it loses focus.
 */
export const Typing: Story = {
  args: {
    // Stands in for the site's formatter (parseAmount + formatAmount from @cg/domain).
    formatOnBlur: fn((text: string) => (text === '159.99' ? '159,99' : text)),
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Precio estimado' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '159.99');
    await expect(input).toHaveValue('159.99');
    await expect(args.onAmountTextChange).toHaveBeenLastCalledWith('159.99');
    await userEvent.tab();
    await expect(args.formatOnBlur).toHaveBeenCalledWith('159.99');
    await expect(input).toHaveValue('159,99');
    await expect(args.onAmountTextChange).toHaveBeenLastCalledWith('159,99');
    await expect(args.onAmountBlur).toHaveBeenLastCalledWith('159,99');
  },
};

/** Without a formatter nothing is rewritten: "1.599" stays as typed for the caller to judge. */
export const TypingUnformatted: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Precio estimado' });
    await userEvent.type(input, '1.599');
    await userEvent.tab();
    await expect(input).toHaveValue('1.599');
    await expect(args.onAmountBlur).toHaveBeenLastCalledWith('1.599');
  },
};

export const Filled: Story = { args: { defaultAmountText: '349,99', defaultCurrency: 'EUR' } };

export const ChooseCurrency: Story = {
  args: { defaultAmountText: '120' },
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

export const Disabled: Story = { args: { isDisabled: true, defaultAmountText: '80', defaultCurrency: 'BRL' } };
