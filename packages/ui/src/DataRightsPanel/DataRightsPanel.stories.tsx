import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DataRightsPanel, dataRightsBusyStates } from './DataRightsPanel';
import { present } from '../testing/present';

const meta = {
  title: 'Account/DataRightsPanel',
  component: DataRightsPanel,
  tags: ['autodocs'],
  args: {
    summary: '1 cuenta, 3 pedidos, 1 viaje, 2 chats y 4 fotos',
    onExport: fn(),
    onImport: fn(),
    onDeleteAll: fn(),
  },
  argTypes: { busy: { control: 'inline-radio', options: dataRightsBusyStates } },
} satisfies Meta<typeof DataRightsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Hoy hay 1 cuenta, 3 pedidos/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar mis datos' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** Choosing a file hands it to the site, which imports it. */
export const ImportFile: Story = {
  play: async ({ canvasElement, args }) => {
    const input = present(canvasElement.querySelector<HTMLInputElement>('input[type=file]'), 'the file input');
    const file = new File(['{}'], 'conexion-global-datos.json', { type: 'application/json' });
    await userEvent.upload(input, file);
    await expect(args.onImport).toHaveBeenCalledWith(file);
  },
};

/** Deleting asks first; Cancelar (focused) keeps everything. */
export const DeleteCancelled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Borrar todos mis datos' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Borrar todos tus datos?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDeleteAll).not.toHaveBeenCalled();
  },
};

/** The confirmation, open (screenshot of the dialog state). */
export const DeleteConfirmation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Borrar todos mis datos' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      /No se puede deshacer|Si quieres conservarlos/,
    );
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Borrar todos mis datos' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, borrar todo' }));
    await expect(args.onDeleteAll).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const Exporting: Story = {
  args: { busy: 'exporting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Preparando archivo...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Borrar todos mis datos' })).toBeDisabled();
  },
};

export const Importing: Story = { args: { busy: 'importing' } };

export const Imported: Story = {
  args: {
    message: { tone: 'success', title: 'Datos importados', description: 'Se agregaron 3 pedidos, 2 chats y 4 fotos.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Datos importados');
  },
};

/** A file that is not an export: the domain's Spanish error, nothing changed. */
export const ImportError: Story = {
  args: {
    message: {
      tone: 'critical',
      title: 'Archivo no válido',
      description: 'El archivo no es una copia de datos de Conexión Global o está dañado. No se importó nada.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Archivo no válido');
  },
};

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
};

/** Server mode: the data is the person's account; they download only their own, never a password. */
/** An account on the server: export one's own, import only what one made alone; deletion is in Ajustes. */
export const Account: Story = {
  args: { scope: 'account', summary: '3 pedidos y 1 viaje', onDeleteAll: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/se guardan en tu cuenta de Conexión Global/)).toBeVisible();
    await expect(canvas.getByText(/nunca tu contraseña/)).toBeVisible();
    await expect(canvas.getByText(/tus pedidos que nadie aceptó y tus viajes/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Importar archivo' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Borrar todos mis datos' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar mis datos' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};
