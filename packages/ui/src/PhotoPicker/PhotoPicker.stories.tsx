import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PhotoPicker, type PhotoPickerProps } from './PhotoPicker';
import { samplePhoto } from './PhotoPicker.fixtures';

/** Controlled by the story, as a form holds it. */
function Controlled(props: Omit<PhotoPickerProps, 'value' | 'onChange'> & { initial?: File[] }) {
  const { initial = [], ...rest } = props;
  const [files, setFiles] = useState<File[]>(initial);
  return <PhotoPicker {...rest} value={files} onChange={setFiles} />;
}

const meta = {
  title: 'Building blocks/PhotoPicker',
  component: PhotoPicker,
  tags: ['autodocs'],
  args: { label: 'Fotos (opcional, hasta 3)', value: [], onChange: fn() },
  render: (args) => <Controlled label={args.label} maxFiles={args.maxFiles} errorMessage={args.errorMessage} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: a Spanish button, never the browser's "Choose Files". */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Elegir fotos' })).toBeVisible();
    await expect(canvas.getByText('Hasta 3 fotos (PNG, JPG, WebP o GIF).')).toBeVisible();
    await expect(canvas.queryByText(/Choose Files/)).toBeNull();
  },
};

/** Picking two photos shows their previews; one is removed with "Quitar". */
export const PickAndRemove: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, [samplePhoto('caja.png'), samplePhoto('etiqueta.png', 'teal')]);
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(2));
    await expect(canvas.getByRole('img', { name: 'Vista previa de caja.png' })).toBeVisible();
    await expect(canvas.getByText('2 de 3 fotos. Puedes agregar 1 más.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar caja.png' }));
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Agregar fotos' })).toBeEnabled();
  },
};

/** At the limit: the button is disabled and the hint says why. */
export const Full: Story = {
  render: () => (
    <Controlled
      label="Fotos (opcional, hasta 3)"
      initial={[samplePhoto('uno.png'), samplePhoto('dos.png', 'teal'), samplePhoto('tres.png', 'amber')]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Llegaste al máximo de 3 fotos.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agregar fotos' })).toBeDisabled();
  },
};

/** A message from the server, announced under the photos. */
export const WithError: Story = {
  args: { errorMessage: 'Puedes adjuntar hasta 3 fotos.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Puedes adjuntar hasta 3 fotos.');
  },
};
