import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 360, minHeight: 440 }}>{Story()}</div>;

const meta = {
  title: 'Building blocks/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  // A fixed month, so the calendar never depends on today's date.
  args: { label: 'Fecha de salida', placeholderValue: '2026-03-01', onChange: fn(), name: 'departureDate' },
  decorators: [narrow],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Fecha de salida' })).toHaveTextContent('dd/mm/aaaa');
  },
};

export const Filled: Story = {
  args: { defaultValue: '2026-03-14' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Fecha de salida' })).toHaveTextContent('14/3/2026');
  },
};

/** The calendar in Spanish: month name, weekdays starting on Monday. */
export const Open: Story = {
  args: { defaultValue: '2026-03-14' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Abrir calendario/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/marzo de 2026/i);
    await expect(within(dialog).getByRole('grid')).toBeVisible();
  },
};

export const PickADay: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: /Abrir calendario/ });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /20 de marzo de 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-03-20');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Keyboard: type the segments; open with the button, arrows move, Escape closes and focus returns. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('15032026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-15');
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Abrir calendario/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /15 de marzo/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-16');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    await body(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Days before the minimum can't be chosen (e.g. a return date). */
export const WithMinimum: Story = {
  args: { label: 'Fecha de regreso', minValue: '2026-03-10', defaultValue: '2026-03-18' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Abrir calendario/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /^\S+, 5 de marzo de 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Required: Story = { args: { isRequired: true, description: 'Cuándo sales hacia Argentina.' } };

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Campos requeridos - Por favor completa todos los campos obligatorios.',
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2026-03-14' } };
