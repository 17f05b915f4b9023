import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { ImageDropZone, imageDropZoneMessages } from './ImageDropZone';
import { present } from '../testing/present';

// A fixed tiny picture (no network, same pixels every run).
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120"><rect width="160" height="120" fill="#dbeafe"/>' +
  '<rect x="50" y="30" width="60" height="60" rx="8" fill="#1d4ed8"/></svg>';
const dataUrl = `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
const photo = { dataUrl, name: 'auriculares.png', type: 'image/png', size: 20480 };

// Reads every file as the fixed picture, so the preview is deterministic.
const fixedReader = () => Promise.resolve(dataUrl);

const narrow: Decorator = (Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>;

const meta = {
  title: 'Building blocks/ImageDropZone',
  component: ImageDropZone,
  tags: ['autodocs'],
  args: { onChange: fn(), onError: fn(), readFile: fixedReader },
  decorators: [narrow],
} satisfies Meta<typeof ImageDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) =>
  present(root.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]'), 'the file input');

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('PNG, JPG, GIF hasta 10MB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Seleccionar imagen' })).toBeVisible();
  },
};

/** Choosing a PNG shows its preview and reports the data URL. */
export const SelectAnImage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const file = new File(['png-bytes'], 'auriculares.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(await canvas.findByRole('img', { name: 'Vista previa de auriculares.png' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'auriculares.png', dataUrl }));
    await expect(canvas.getByRole('button', { name: 'Cambiar imagen' })).toBeVisible();
  },
};

export const WithPreview: Story = { args: { defaultValue: photo } };

export const Remove: Story = {
  args: { defaultValue: photo },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar imagen' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByRole('img', { name: /Vista previa/ })).toBeNull();
  },
};

/** A PDF is rejected with the spec's message, inline and to `onError` (the site toasts it). */
export const WrongType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const file = new File(['%PDF'], 'factura.pdf', { type: 'application/pdf' });
    // fireEvent, not userEvent.upload: the latter filters by the input's accept attribute.
    await fireEvent.change(fileInput(canvasElement), { target: { files: [file] } });
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Archivo no válido - Por favor, selecciona un archivo de imagen.',
      ),
    );
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining(imageDropZoneMessages.invalidType));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadFailure: Story = {
  args: { readFile: () => Promise.reject(new Error('corrupt')) },
  play: async ({ canvas, canvasElement, args }) => {
    const file = new File(['???'], 'rota.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), file);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Error al procesar la imagen'));
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'readFailed' }));
  },
};

/** The form reports a missing image on submit. */
export const Required: Story = {
  args: { isRequired: true, error: { kind: 'required', ...imageDropZoneMessages.required } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Imagen requerida - Por favor sube una imagen del producto.',
    );
  },
};

/** Drag and drop of a file from the desktop (a synthetic drag with a real DataTransfer). */
export const DropAFile: Story = {
  play: async ({ canvas, args }) => {
    const zone = present(canvas.getByText('Arrastra una imagen aquí o').parentElement, 'the drop zone');
    const transfer = new DataTransfer();
    transfer.items.add(new File(['gif'], 'perfume.gif', { type: 'image/gif' }));
    // A DataTransfer built in script has no file-system entry (a real drop from the desktop has
    // one), and react-aria skips file items without it: lend one for the length of the drop.
    const proto = DataTransferItem.prototype;
    const descriptor = present(Object.getOwnPropertyDescriptor(proto, 'webkitGetAsEntry'), 'webkitGetAsEntry');
    const original = descriptor.value as (this: DataTransferItem) => FileSystemEntry | null;
    proto.webkitGetAsEntry = function (this: DataTransferItem) {
      return original.call(this) ?? ({ isFile: true, isDirectory: false } as FileSystemEntry);
    };
    try {
      for (const type of ['dragenter', 'dragover', 'drop'] as const) {
        zone.dispatchEvent(
          new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true, clientX: 10, clientY: 10 }),
        );
        // Let react-aria settle its drag state between events, as a real drag would.
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      Object.defineProperty(proto, 'webkitGetAsEntry', descriptor);
    }
    await expect(
      await canvas.findByRole('img', { name: 'Vista previa de perfume.gif' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ type: 'image/gif' }));
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** The verification form's variant: PNG and JPG only, its own label. */
export const DocumentFront: Story = {
  args: { label: 'Frente del documento', hint: 'PNG o JPG', acceptedTypes: ['image/png', 'image/jpeg'] },
};
