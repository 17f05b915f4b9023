import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastProvider, ToastQueue, toastVariants, useToast, type ToastOptions } from './Toast';

function Trigger({ toasts, label = 'Mostrar aviso' }: { toasts: ToastOptions[]; label?: string }) {
  const { toast } = useToast();
  return <Button onPress={() => toasts.forEach((t) => toast(t))}>{label}</Button>;
}

/**
 * A toast without its own duration stays a minute here instead of 5 s: its screenshot is taken
 * after `play`, which on a loaded machine came 17 s after the press and found the toast gone.
 * Hiding by itself is `HidesByItself`'s subject.
 */
const STORY_DURATION = 60_000;

/** Each story gets its own queue, so no toast leaks between stories. */
function Demo({ toasts, label }: { toasts: ToastOptions[]; label?: string }) {
  const [queue] = useState(() => new ToastQueue());
  const shown = toasts.map((t) => ({ duration: STORY_DURATION, ...t }));
  return (
    <ToastProvider queue={queue}>
      <Trigger toasts={shown} label={label} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Building blocks/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  argTypes: { queue: { control: false } },
  parameters: { docs: { description: { component: 'Variants: ' + toastVariants.join(', ') } } },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** A success toast, announced politely (`role=status`). */
export const Success: Story = {
  render: () => (
    <Demo
      toasts={[
        { title: '¡Pedido publicado!', description: 'Los viajeros ya pueden ver tu pedido.', variant: 'success' },
      ]}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar aviso' }));
    await expect(body(canvasElement).getByRole('status')).toHaveTextContent('¡Pedido publicado!');
    await expect(body(canvasElement).getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Default: Story = {
  render: () => (
    <Demo toasts={[{ title: 'Función no implementada', description: 'El chat todavía no está disponible.' }]} />
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(body(canvasElement).getByRole('status')).toHaveTextContent('Función no implementada');
  },
};

/** Errors are announced at once (`role=alert`). */
export const Destructive: Story = {
  render: () => (
    <Demo
      toasts={[
        {
          title: 'Código incorrecto',
          description: 'El código de seguridad no coincide. Inténtalo de nuevo.',
          variant: 'destructive',
        },
      ]}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(body(canvasElement).getByRole('alert')).toHaveTextContent('Código incorrecto');
    await expect(body(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/**
 * A 429 with its wait: the site shows the API's `rate_limited` title and description, plus when to
 * try again from `Retry-After` (@cg/domain's `whenAgain`). Announced at once, like every refusal.
 */
export const RateLimited: Story = {
  render: () => (
    <Demo
      toasts={[
        {
          title: 'Demasiados intentos',
          description:
            'Hiciste demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo. Podrás intentarlo de nuevo en 4 minutos.',
          variant: 'destructive',
        },
      ]}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    const alert = body(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Demasiados intentos');
    await expect(alert).toHaveTextContent('Podrás intentarlo de nuevo en 4 minutos.');
    await expect(body(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const WithAction: Story = {
  render: () => {
    const onPress = fn();
    return (
      <Demo
        toasts={[
          {
            title: 'Verificación requerida',
            description: 'Debes verificar tu identidad como viajero para poder aceptar pedidos.',
            variant: 'destructive',
            action: { label: 'Verificar ahora', onPress },
          },
        ]}
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    const alert = body(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Verificar ahora' })).toBeVisible();
  },
};

/** A second toast replaces the first: only one is visible. */
export const OneAtATime: Story = {
  render: () => (
    <Demo
      toasts={[
        { title: 'Sesión cerrada', description: 'Has cerrado sesión exitosamente' },
        {
          title: '¡Mensaje Enviado!',
          description: 'Gracias por contactarnos. Te responderemos a la brevedad.',
          variant: 'success',
        },
      ]}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    const status = body(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('¡Mensaje Enviado!');
    await expect(status).not.toHaveTextContent('Sesión cerrada');
    await expect(within(status).getAllByRole('button', { name: 'Cerrar notificación' })).toHaveLength(1);
  },
};

export const CloseButton: Story = {
  render: () => <Demo toasts={[{ title: 'Factura en camino' }]} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar aviso' }));
    await userEvent.click(body(canvasElement).getByRole('button', { name: 'Cerrar notificación' }));
    await expect(body(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Hides by itself after its duration (5 s by default; 300 ms here to keep the test short). */
export const HidesByItself: Story = {
  render: () => <Demo toasts={[{ title: 'Artículo en camino', duration: 300 }]} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    const status = body(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Artículo en camino');
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 2000 });
  },
};

export const LongText: Story = {
  render: () => (
    <Demo
      toasts={[
        {
          title: '¡Entrega Confirmada!',
          description:
            'El pago fue liberado. La recompensa, menos la comisión de la plataforma, ya está disponible en tu wallet para retirar cuando quieras.',
          variant: 'success',
          duration: 7000,
        },
      ]}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(body(canvasElement).getByRole('status')).toHaveTextContent('¡Entrega Confirmada!');
  },
};
