import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { ChatPanel, type ChatPanelMessage } from './ChatPanel';

const buyer = 'user-buyer';
const traveller = 'user-traveller';

const conversation: ChatPanelMessage[] = [
  {
    id: 'm1',
    senderId: traveller,
    senderName: 'María G.',
    text: '¡Hola! Acepté tu pedido de los auriculares. Llego el 15 de diciembre.',
    timestamp: '2026-11-20T14:02:00Z',
  },
  {
    id: 'm2',
    senderId: buyer,
    senderName: 'Lucas P.',
    text: '¡Genial, gracias! ¿Los podés comprar en color negro?',
    timestamp: '2026-11-20T14:05:00Z',
  },
  {
    id: 'm3',
    senderId: traveller,
    senderName: 'María G.',
    text: 'Sí, sin problema. Te aviso cuando los tenga.',
    timestamp: '2026-11-20T14:07:00Z',
  },
];

/** An `onSend` whose outcome the play function decides, to see the composer while it waits. */
function sendSettledLater() {
  const waiting: ((sent: boolean) => void)[] = [];
  return {
    onSend: fn(() => new Promise<boolean>((resolve) => waiting.push(resolve))),
    // Every send still waiting (a re-run of the story in Storybook may have left one behind).
    settle: (sent: boolean) => waiting.splice(0).forEach((resolve) => resolve(sent)),
  };
}
const refused = sendSettledLater();

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
  // maxWidth: the Mobile story's 360 px viewport must not be widened by this wrapper.
  decorators: [
    (Story) => (
      <div style={{ width: 560, maxWidth: '100%', height: 520 }}>
        <Story />
      </div>
    ),
  ],
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
    messages: [
      {
        id: 'x',
        senderId: traveller,
        senderName: 'María G.',
        text: '<b>negrita</b> <img src=x onerror="alert(1)">',
        timestamp: '2026-11-20T14:02:00Z',
      },
    ],
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
    await waitFor(() => expect(box).toHaveValue(''));
    await expect(box).toHaveFocus();
  },
};

/**
 * The page could not send (storage full, no access any more…): it says why (a toast) and the
 * composer keeps every word, with focus, ready to try again.
 */
export const SendFailsDraftStays: Story = {
  args: { onSend: refused.onSend },
  play: async ({ canvas, args, step }) => {
    const box = canvas.getByRole('textbox', { name: 'Mensaje' });
    const draft = 'Te espero en Ezeiza el lunes\na las 10.';
    await userEvent.type(box, 'Te espero en Ezeiza el lunes{Shift>}{Enter}{/Shift}a las 10.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await step('while it is being sent, the composer waits', async () => {
      await expect(args.onSend).toHaveBeenCalledWith(draft);
      await expect(canvas.getByRole('button')).toHaveTextContent('Enviando...');
      await expect(box).toHaveAttribute('readonly');
      await expect(box).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSend).toHaveBeenCalledTimes(1);
    });
    await step('the send fails: nothing typed is lost', async () => {
      refused.settle(false);
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Enviar' })).toBeEnabled());
      await expect(box).toHaveValue(draft);
      await expect(box).not.toHaveAttribute('readonly');
      await expect(box).toHaveFocus();
    });
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
  args: {
    hasAccess: false,
    noAccessAction: (
      <Link href="/dashboard" variant="button-secondary">
        Volver a Mi Cuenta
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No tienes acceso a este chat.');
    await expect(canvas.queryByRole('log')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, height: 560 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
};
