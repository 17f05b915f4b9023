import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Flag } from '../Flag/Flag';
import { Select } from './Select';

const categories = [
  { id: 'tecnologia', label: 'Tecnología' },
  { id: 'juegos', label: 'Juegos' },
  { id: 'perfumes', label: 'Perfumes' },
  { id: 'ropa', label: 'Ropa' },
  { id: 'otras', label: 'Otras' },
];

const narrow: Decorator = (Story) => <div style={{ maxWidth: 360, minHeight: 340 }}>{Story()}</div>;

const meta = {
  title: 'Building blocks/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Categoría', options: categories, onChange: fn() },
  decorators: [narrow],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Categoría/ })).toHaveTextContent('Seleccionar...');
  },
};

export const Selected: Story = { args: { defaultValue: 'perfumes' } };

/** Open list, in a portal: the screenshot shows it. */
export const Open: Story = {
  args: { defaultValue: 'juegos' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Categoría/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await expect(within(listbox).getByRole('option', { name: 'Juegos' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const PointerSelect: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: /Categoría/ });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Ropa' }));
    await expect(args.onChange).toHaveBeenCalledWith('ropa');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Ropa');
  },
};

/** Keyboard: open with ArrowDown, move, choose with Enter, Escape closes and keeps focus on the button. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: /Categoría/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('juegos');
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Juegos');
  },
};

export const Required: Story = { args: { isRequired: true, description: 'Elige la que mejor describe el producto.' } };

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Campos requeridos - Por favor completa todos los campos obligatorios.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Campos requeridos - Por favor completa todos los campos obligatorios.'),
    ).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'tecnologia' } };

/** Options with a leading icon: dial codes of the registration form. */
export const WithFlags: Story = {
  args: {
    label: 'Código de país',
    defaultValue: '+54',
    options: [
      { id: '+54', label: 'Argentina (+54)', icon: <Flag country="Argentina" code="AR" decorative /> },
      { id: '+55', label: 'Brasil (+55)', icon: <Flag country="Brasil" code="BR" decorative /> },
      { id: '+56', label: 'Chile (+56)', icon: <Flag country="Chile" code="CL" decorative /> },
      { id: '+598', label: 'Uruguay (+598)', icon: <Flag country="Uruguay" code="UY" decorative /> },
    ],
  },
};

/**
 * A long chosen value at a 360 px phone's width (the checkout's instalments, issue 35 item 8):
 * it wraps inside the button, whole, instead of being cut with an ellipsis.
 */
export const LongValueAtPhoneWidth: Story = {
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
  args: {
    label: 'Cuotas',
    defaultValue: '3',
    options: [
      { id: '1', label: '1 cuota de US$ 209,99' },
      { id: '3', label: '3 cuotas sin interés: 2 de US$ 70,00 y 1 de US$ 69,99 (total US$ 209,99)' },
      { id: '6', label: '6 cuotas sin interés: 5 de US$ 35,00 y 1 de US$ 34,99 (total US$ 209,99)' },
    ],
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Cuotas/ });
    await expect(button).toHaveTextContent('3 cuotas sin interés: 2 de US$ 70,00 y 1 de US$ 69,99 (total US$ 209,99)');
    // Nothing of the value is hidden: the text's box is as wide as what it shows, inside the button.
    const value = button.firstElementChild as HTMLElement;
    await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(328 + 1);
  },
};
