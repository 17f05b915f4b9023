import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { SupportCase } from './SupportCase';
import { supportCaseNames, supportCaseOutcomes } from './SupportCase.fixtures';

/** Photos that need no network: flat SVG squares. */
const photo = (fill: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="${fill}"/></svg>`,
  );

const meta = {
  title: 'Marketplace/SupportCase',
  component: SupportCase,
  tags: ['autodocs'],
  args: {
    productName: 'Cámara Instax Mini 12',
    orderHref: '/pedidos/abc123',
    ...supportCaseNames,
    status: 'Disputa abierta el 20 de diciembre de 2026',
    money: [
      { label: 'Precio del producto', value: 'US$ 320,00' },
      { label: 'Recompensa del viajero', value: 'US$ 60,00' },
      { label: 'Tarifa de servicio', value: 'US$ 9,99' },
      { label: 'En garantía', value: 'US$ 389,99', isTotal: true },
    ],
    outcomes: supportCaseOutcomes,
    statements: [
      {
        who: 'Quien compró (Ana García)',
        reason: 'El producto no fue entregado',
        text: 'Pasó la fecha de regreso y no tengo noticias de la cámara.',
        photos: [photo('#64748b')],
      },
      {
        who: 'Viajero (Tomás Pérez)',
        reason: 'Quien compró no entrega el código',
        text: 'Le entregué la cámara el sábado en Palermo y no me quiso dar el código.',
        photos: [photo('#0f766e'), photo('#b45309')],
      },
    ],
    history: [
      { at: '1 dic 2026, 10:00', text: 'Ana García publicó el pedido.' },
      { at: '2 dic 2026, 18:30', text: 'Tomás Pérez aceptó llevarlo.' },
      { at: '3 dic 2026, 09:12', text: 'Ana García pagó US$ 389,99; el dinero quedó en garantía.' },
      { at: '20 dic 2026, 11:40', text: 'Ana García abrió una disputa: El producto no fue entregado.' },
      { at: '20 dic 2026, 15:02', text: 'Tomás Pérez contó su versión: Quien compró no entrega el código.' },
    ],
    chat: [
      { who: 'Ana', at: '19 dic 2026, 20:01', text: '¿Llegaste ya? No sé nada de la cámara.' },
      { who: 'Tomás', at: '19 dic 2026, 21:15', text: 'Sí, te la llevo el sábado a Palermo.' },
      {
        who: 'Soporte',
        at: '21 dic 2026, 09:00',
        text: 'Soporte leyó este chat para resolver la disputa. Solo lo lee mientras hay una disputa abierta sobre este pedido.',
      },
    ],
    actions: (
      <>
        <Button>Reembolsar al comprador</Button>
        <Button variant="secondary">Liberar al viajero</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportCase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the order linked, both sides side by side with their photos, the money, the history and the chat. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ver el pedido «Cámara Instax Mini 12»' })).toHaveAttribute(
      'href',
      '/pedidos/abc123',
    );
    const [buyer, traveller] = canvas
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Versiones de las partes');
    // Side by side on a laptop: the two sides share a row.
    await expect(Math.round(buyer?.getBoundingClientRect().top ?? -1)).toBe(
      Math.round(traveller?.getBoundingClientRect().top ?? -2),
    );
    await expect(canvas.getAllByRole('img', { name: /^Foto \d de / })).toHaveLength(3);
    await expect(canvas.getByText('US$ 389,99', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Mensajes' })).toBeVisible();
    await expect(canvas.getByText(/las dos partes ven en su chat que lo leíste/)).toBeVisible();
  },
};

/** Resolved: the chat is the parties' again; the history ends with support's decision and message. */
export const Resolved: Story = {
  args: {
    status: 'Resuelta: reembolso',
    chat: null,
    actions: undefined,
    history: [
      ...meta.args.history,
      {
        at: '21 dic 2026, 10:30',
        text: 'Soporte resolvió la disputa con un reembolso: US$ 389,99 volvieron a Ana García. El pedido quedó cancelado. Mensaje de soporte: «No consta la entrega en las fotos ni en el chat.»',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/el chat vuelve a ser solo de las dos partes/)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Mensajes' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Resolver' })).toBeNull();
  },
};

/** On a phone the two sides stack, and nothing runs past the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth);
  },
};
