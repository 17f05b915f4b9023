import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountryPicker, type CountryOption } from './CountryPicker';

// A slice of the domain's list (the site passes all ~195); a country without a flag code gets the white flag.
const countries: CountryOption[] = [
  { name: 'Alemania', flag: 'DE' },
  { name: 'Argentina', flag: 'AR' },
  { name: 'Australia', flag: 'AU' },
  { name: 'Brasil', flag: 'BR' },
  { name: 'Canadá', flag: 'CA' },
  { name: 'Chile' },
  { name: 'China', flag: 'CN' },
  { name: 'Corea del Sur', flag: 'KR' },
  { name: 'España', flag: 'ES' },
  { name: 'Estados Unidos', flag: 'US' },
  { name: 'Francia', flag: 'FR' },
  { name: 'Italia', flag: 'IT' },
  { name: 'Japón', flag: 'JP' },
  { name: 'México', flag: 'MX' },
  { name: 'Reino Unido', flag: 'GB' },
  { name: 'Uruguay' },
];

const narrow: Decorator = (Story) => <div style={{ maxWidth: 360, minHeight: 400 }}>{Story()}</div>;

const meta = {
  title: 'Building blocks/CountryPicker',
  component: CountryPicker,
  tags: ['autodocs'],
  args: { label: 'País de compra', countries, onChange: fn(), name: 'country' },
  decorators: [narrow],
} satisfies Meta<typeof CountryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'País de compra' })).toHaveAttribute(
      'placeholder',
      'Buscar país...',
    );
  },
};

export const Selected: Story = {
  args: { defaultValue: 'Japón' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveValue('Japón');
  },
};

/** The list with flags, opened with the button. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Mostrar países/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(countries.length);
    await expect(within(listbox).getByRole('option', { name: 'Argentina' })).toBeVisible();
  },
};

/** Search ignores accents and case: "japon" finds "Japón". */
export const SearchWithoutAccents: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'japon');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Japón' }));
    await expect(args.onChange).toHaveBeenCalledWith('Japón');
    await expect(input).toHaveValue('Japón');
  },
};

export const NoResults: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Narnia');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByText('No se encontraron países')).toBeVisible();
  },
};

/** Type, move with arrows, choose with Enter; Escape closes and keeps focus in the input. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('es');
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('España');
    await userEvent.keyboard('{ArrowDown}');
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(input).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Campos requeridos - Por favor completa todos los campos obligatorios.',
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Argentina' } };

/** A country without its own flag in the product shows the white flag. */
export const WhiteFlag: Story = { args: { defaultValue: 'Uruguay' } };
