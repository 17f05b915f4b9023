import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../Dialog/Dialog';
import { samplePhoto } from '../PhotoPicker/PhotoPicker.fixtures';
import { DisputeForm, disputeFormTitles } from './DisputeForm';

const buyerReasons = [
  { id: 'not_delivered', label: 'El producto no fue entregado' },
  { id: 'wrong_product', label: 'El producto no es el pedido o llegó dañado' },
  { id: 'other', label: 'Otro motivo' },
];
const travellerReasons = [
  { id: 'code_not_given', label: 'Quien compró no entrega el código' },
  { id: 'other', label: 'Otro motivo' },
];

const meta = {
  title: 'Marketplace/DisputeForm',
  component: DisputeForm,
  tags: ['autodocs'],
  args: { mode: 'open', reasons: buyerReasons, onSubmit: fn(), onCancel: fn() },
  // In its dialog, on a 360 px phone: where the issue found controls past the dialog's edge.
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <Dialog isOpen title={disputeFormTitles[args.mode]}>
      <DisputeForm {...args} />
    </Dialog>
  ),
} satisfies Meta<typeof DisputeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (el: HTMLElement, name: string) => within(el.ownerDocument.body).findByRole('dialog', { name });

/** Every control of the dialog within its edges (no overflow at 360 px). */
async function fitsIn(dialog: HTMLElement) {
  const box = dialog.getBoundingClientRect();
  for (const el of dialog.querySelectorAll<HTMLElement>('button, textarea, img, [role="group"]')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0) continue;
    await expect([el.textContent, Math.round(r.right) <= Math.round(box.right)]).toEqual([el.textContent, true]);
    await expect(Math.round(r.left) >= Math.round(box.left)).toBe(true);
  }
}

/** The buyer opens one: her reasons only (not "Quien compró no entrega el código"), within 360 px. */
export const OpenAsBuyer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Abrir una disputa');
    await waitFor(() => fitsIn(dialog), { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: /Motivo/ }));
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const options = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(options).toEqual(buyerReasons.map((r) => r.label));
    await userEvent.keyboard('{Escape}');
  },
};

/** The traveller answers: the dialog is titled for answering, with the traveller's reasons. */
export const AnswerAsTraveller: Story = {
  args: { mode: 'answer', reasons: travellerReasons },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Contar mi versión');
    await expect(within(dialog).getByText(/La otra parte abrió una disputa/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Enviar mi versión' })).toBeVisible();
    await waitFor(() => fitsIn(dialog), { timeout: 5000 });
  },
};

/** Filled with two photos: the previews fit, and sending hands over the reason, text and files. */
export const WithPhotos: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Abrir una disputa');
    await userEvent.click(within(dialog).getByRole('button', { name: /Motivo/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'El producto no fue entregado' }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /¿Qué pasó\?/ }),
      'Pasó el viaje y no recibí nada.',
    );
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, [samplePhoto('caja.png'), samplePhoto('etiqueta.png', 'teal')]);
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(2));
    await waitFor(() => fitsIn(dialog), { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar disputa' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'not_delivered',
      text: 'Pasó el viaje y no recibí nada.',
      photos: [expect.objectContaining({ name: 'caja.png' }), expect.objectContaining({ name: 'etiqueta.png' })],
    });
  },
};

/** Sent empty: each field says what it needs, in Spanish; nothing is sent. */
export const Incomplete: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Abrir una disputa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar disputa' }));
    await expect(within(dialog).getByText('Elige un motivo de la lista.')).toBeVisible();
    await expect(within(dialog).getByText('Cuenta qué pasó en 10 a 1000 caracteres.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the photos: its message under them. */
export const ServerErrors: Story = {
  args: { fieldErrors: { photos: 'Puedes adjuntar hasta 3 fotos.' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Abrir una disputa');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Puedes adjuntar hasta 3 fotos.');
  },
};

/** Sending: the button says so and cannot be pressed twice. */
export const Sending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Abrir una disputa');
    await expect(within(dialog).getByRole('button', { name: /Enviando/ })).toBeVisible();
  },
};
