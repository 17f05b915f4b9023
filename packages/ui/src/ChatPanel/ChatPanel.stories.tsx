import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { ChatPanel, type ChatPanelMessage } from './ChatPanel';

const buyer = 'user-buyer';
const traveller = 'user-traveller';

const conversation: ChatPanelMessage[] = [
  { id: 'm1', senderId: traveller, senderName: 'María G.', text: '¡Hola! Acepté tu pedido de los auriculares. Llego el 15 de diciembre.', timestamp: '2026-11-20T14:02:00Z' },
  { id: 'm2', senderId: buyer, senderName: 'Lucas P.', text: '¡Genial, gracias! ¿Los podés comprar en color negro?', timestamp: '2026-11-20T14:05:00Z' },
  { id: 'm3', senderId: traveller, senderName: 'María G.', text: 'Sí, sin problema. Te aviso cuando los tenga.', timestamp: '2026-11-20T14:07:00Z' },
];

const meta = {
  title: 'Marketplace/ChatPanel',
  component: ChatPanel,
  tags: ['autodocs'],
  args: {
    messages: conversation,
    currentUserId: buyer,
    title: 'Chat con María G.',
    subtitle: 'Auriculares Sony WH-1000XM5',
    onSend: fn(),
  },
  decorators: [(Story) => <div style={{ width: 560, height: 520 }}><Story /></div>],
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Mensajes' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(within(log).getByText(/Aún no hay mensajes/)).toBeVisible();
  },
};

export const Conversation: Story = {
  play: async ({ canvas }) => {
    const log = within(canvas.getByRole('log'));
    await expect(log.getAllByRole('listitem')).toHaveLength(3);
    await expect(log.getByText('Tú')).toBeVisible();
    await expect(log.getAllByText('María G.')).toHaveLength(2);
  },
};

export const LongAndMultiline: Story = {
  args: {
    messages: [
      ...conversation,
      {
        id: 'm4',
        senderId: buyer,
        senderName: 'Lucas P.',
        text: 'Perfecto. Te paso los datos:\n- Modelo: WH-1000XM5\n- Color: negro\n- Tienda: cualquiera con factura\n\n¡Gracias!',
        timestamp: '2026-11-20T14:10:00Z',
      },
      {
        id: 'm5',
        senderId: traveller,
        senderName: 'María G.',
        text: 'Anotado. Mirá este enlace por las dudas: https://www.ejemplo-de-tienda-con-un-nombre-larguisimo.com/productos/auriculares/sony/wh-1000xm5/negro?ref=conexion-global-argentina. Y otra cosa: como el vuelo tiene escala en Madrid, puede que me demore un día más en llegar a Buenos Aires, pero te aviso apenas aterrice así coordinamos la entrega en un lugar cómodo para los dos.',
        timestamp: '2026-11-20T14:15:00Z',
      },
    ],
  },
};

/** Markup typed into a message is shown as text, never interpreted. */
export const TextIsNotHtml: Story = {
  args: {
    messages: [{ id: 'x', senderId: traveller, senderName: 'María G.', text: '<b>negrita</b> <img src=x onerror="alert(1)">', timestamp: '2026-11-20T14:02:00Z' }],
  },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    await expect(within(log).getByText('<b>negrita</b> <img src=x onerror="alert(1)">')).toBeVisible();
    await expect(log.querySelector('b, img')).toBeNull();
  },
};

export const SendsTrimmedMessage: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Mensaje' });
    await userEvent.type(box, '  ¿A qué hora llegás?  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSend).toHaveBeenCalledWith('¿A qué hora llegás?');
    await expect(box).toHaveValue('');
  },
};

export const EnterSendsShiftEnterBreaksLine: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Mensaje' });
    await userEvent.type(box, 'Primera línea{Shift>}{Enter}{/Shift}segunda');
    await expect(box).toHaveValue('Primera línea\nsegunda');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Primera línea\nsegunda');
  },
};

export const BlankCannotBeSent: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Mensaje' });
    const send = canvas.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    await userEvent.type(box, '   {Enter}');
    await expect(send).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { isSending: true, defaultDraft: '¿Llegás a Ezeiza?' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('Enviando...');
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const NoAccess: Story = {
  args: { hasAccess: false, noAccessAction: <Link href="/dashboard" variant="button-secondary">Volver a Mi Cuenta</Link> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No tienes acceso a este chat.');
    await expect(canvas.queryByRole('log')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Mobile: Story = {
  decorators: [(Story) => <div style={{ width: 360, height: 560 }}><Story /></div>],
  globals: { viewport: { value: 'mobile' } },
};
