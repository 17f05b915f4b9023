import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AlertDialog, Dialog, DialogTrigger } from './Dialog';

const meta = {
  title: 'Building blocks/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: { title: 'Acción requerida' },
  render: (args) => (
    <DialogTrigger>
      <Button>Aceptar Pedido</Button>
      <Dialog
        {...args}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Registrarse
            </Button>
            <Button onPress={close}>Iniciar Sesión</Button>
          </>
        )}
      >
        <p>Debes iniciar sesión o registrarte para aceptar pedidos.</p>
      </Dialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Open: focus moves into the dialog, which is named by its title. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar Pedido' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Acción requerida' });
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
  },
};

/** A sheet on a phone: anchored to the bottom, full width (the phone's filter sheet); centred from 768 px. */
export const SheetOnPhone: Story = {
  args: { placement: 'sheet' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar Pedido' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Acción requerida' });
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    const view = dialog.ownerDocument.defaultView;
    // Its bottom edge is the screen's, and it spans the width. The sheet slides in: on a busy
    // machine its entrance takes longer than waitFor's default second.
    await waitFor(
      async () => {
        const box = dialog.getBoundingClientRect();
        await expect(Math.round(view?.innerHeight ?? 0) - Math.round(box.bottom)).toBeLessThanOrEqual(1);
        await expect(box.width).toBeGreaterThanOrEqual((view?.innerWidth ?? 0) - 2);
      },
      { timeout: 5000 },
    );
  },
};

/** Escape closes and focus returns to the button that opened it. */
export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Aceptar Pedido' });
    await userEvent.click(trigger);
    await body(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // React Aria gives focus back on the frame after the dialog unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Aceptar Pedido' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // React Aria gives focus back on the frame after the dialog unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Tab stays inside the dialog. */
export const FocusTrap: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar Pedido' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true);
    }
  },
};

export const LongContent: Story = {
  args: { title: 'Términos y Condiciones', size: 'lg' },
  render: (args) => (
    <DialogTrigger>
      <Button>Ver términos</Button>
      <Dialog {...args}>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            {i + 1}. El pago queda retenido en garantía hasta que el comprador entrega el código de seguridad de 6
            dígitos al recibir el producto. Los artículos prohibidos llevan a la suspensión permanente.
          </p>
        ))}
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver términos' }));
    await body(canvasElement).findByRole('dialog', { name: 'Términos y Condiciones' });
  },
};

// --- AlertDialog ---------------------------------------------------------------

function AcceptRequest({ verified, onConfirm }: { verified: boolean; onConfirm?: () => void }) {
  return (
    <DialogTrigger>
      <Button>Aceptar Pedido</Button>
      <AlertDialog
        title="¿Aceptar este pedido?"
        confirmLabel="Aceptar Pedido"
        isConfirmDisabled={!verified}
        onConfirm={onConfirm}
      >
        <p>Te comprometes a comprar y traer «Auriculares Sony WH-1000XM5» a Argentina.</p>
        {!verified && (
          <p role="note" style={{ color: '#92400e', fontWeight: 600 }}>
            Verificación requerida - Debes verificar tu identidad como viajero para poder aceptar pedidos.
          </p>
        )}
      </AlertDialog>
    </DialogTrigger>
  );
}

/** The accept-request confirmation: role alertdialog, focus on Cancelar. */
export const AlertDialogOpen: Story = {
  render: () => <AcceptRequest verified />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar Pedido' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '¿Aceptar este pedido?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
  },
};

export const AlertDialogConfirm: Story = {
  args: { onOpenChange: fn() },
  render: (args) => <AcceptRequest verified onConfirm={args.onOpenChange as () => void} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar Pedido' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar Pedido' }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

/** Not verified: a warning, and the confirming action is disabled. */
export const AlertDialogNotVerified: Story = {
  render: () => <AcceptRequest verified={false} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar Pedido' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Aceptar Pedido' })).toBeDisabled();
    await expect(within(dialog).getByText(/Verificación requerida/)).toBeVisible();
  },
};

export const AlertDialogEscapeCancels: Story = {
  render: () => <AcceptRequest verified />,
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Aceptar Pedido' });
    await userEvent.click(trigger);
    await body(canvasElement).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    // React Aria gives focus back on the frame after the dialog unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function Destructive() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="destructive" onPress={() => setOpen(true)}>
        Eliminar tarjeta
      </Button>
      <AlertDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="¿Eliminar la tarjeta terminada en 5555?"
        confirmLabel="Eliminar"
        variant="destructive"
      >
        <p>Esta acción no se puede deshacer.</p>
      </AlertDialog>
    </>
  );
}

/** Controlled with isOpen, destructive action. */
export const AlertDialogDestructive: Story = {
  render: () => <Destructive />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar tarjeta' }));
    await body(canvasElement).findByRole('alertdialog');
  },
};
