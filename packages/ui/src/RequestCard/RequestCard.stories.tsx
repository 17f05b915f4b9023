import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { flagImage } from '../Flag/Flag.images';
import { RequestCard } from './RequestCard';
import { present } from '../testing/present';

// A product photo drawn inline so the story needs no network and never changes.
const headphones = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><rect width="320" height="240" fill="#f1f5f9"/>
  <path d="M100 150 V120 a60 60 0 0 1 120 0 V150" fill="none" stroke="#0f172a" stroke-width="14" stroke-linecap="round"/>
  <rect x="80" y="130" width="40" height="64" rx="16" fill="#1e293b"/><rect x="200" y="130" width="40" height="64" rx="16" fill="#1e293b"/>
  <rect x="90" y="142" width="20" height="40" rx="8" fill="#64748b"/><rect x="210" y="142" width="20" height="40" rx="8" fill="#64748b"/></svg>`,
)}`;

const meta = {
  title: 'Marketplace/RequestCard',
  component: RequestCard,
  tags: ['autodocs'],
  args: {
    productName: 'Auriculares Sony WH-1000XM5',
    imageSrc: headphones,
    country: 'Estados Unidos',
    flag: 'US',
    rewardCents: 2500,
    estimatedPriceCents: 34999,
    currency: 'USD',
    href: '/pedidos/req-1',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RequestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Foto de Auriculares Sony WH-1000XM5' })).toBeVisible();
    // Not in the first screen unless told (FirstScreen): the photo waits until it nears the viewport.
    await expect(canvas.getByRole('img')).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('img')).not.toHaveAttribute('fetchpriority');
    await expect(canvas.getByRole('heading', { name: 'Auriculares Sony WH-1000XM5' })).toBeVisible();
    // Price and reward in one format (issue 18: the card showed "US$ 349,99" next to "$25 USD").
    await expect(canvas.getByText(/^US\$\s25,00$/)).toBeVisible();
    await expect(canvas.queryByText(/\$\d+ USD/)).toBeNull();
    await expect(canvas.getByRole('link', { name: /^Ver y Ofertar/ })).toHaveAttribute('href', '/pedidos/req-1');
    // The whole card opens the request: a press on the photo or the title lands on the link.
    const link = canvas.getByRole('link', { name: /^Ver y Ofertar/ });
    for (const part of [canvas.getByRole('img'), canvas.getByRole('heading')]) await expect(linkAt(part)).toBe(link);
  },
};

/**
 * The first cards of a list (`priority`): the photo loads at once and ahead of other images, as it
 * is usually the page's largest paint; every other card's photo waits until it nears the viewport.
 */
export const FirstScreen: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const photo = canvas.getByRole('img', { name: 'Foto de Auriculares Sony WH-1000XM5' });
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
  },
};

/** The link a press at the middle of `element` lands on, if any. */
function linkAt(element: HTMLElement): Element | null {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('a') ?? null;
}

/** No photo: the default stock image ships with the library. */
export const WithoutImage: Story = {
  args: {
    imageSrc: undefined,
    productName: 'Perfume Chanel N°5 100 ml',
    country: 'Francia',
    flag: 'FR',
    currency: 'EUR',
    estimatedPriceCents: 12000,
  },
  play: async ({ canvasElement }) => {
    const img = present(canvasElement.querySelector('img'), 'the picture');
    await expect(img).toHaveAttribute('data-default-image');
    await expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  },
};

/** A country outside the spec's 14 flags shows the white flag. */
export const CountryWithoutFlag: Story = {
  args: { country: 'Islandia', flag: undefined, productName: 'Lana islandesa (3 ovillos)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Islandia')).toBeVisible();
    const flag = canvas.getByText('Islandia').closest('dd')?.querySelector('img');
    await expect(flag?.getAttribute('src')).toBe(flagImage(undefined));
  },
};

export const CurrencyUSD: Story = { name: 'Currency USD' };
export const CurrencyEUR: Story = {
  name: 'Currency EUR',
  args: { currency: 'EUR', estimatedPriceCents: 12000, country: 'España', flag: 'ES' },
};
export const CurrencyGBP: Story = {
  name: 'Currency GBP',
  args: { currency: 'GBP', estimatedPriceCents: 8950, country: 'Reino Unido', flag: 'GB' },
};
export const CurrencyJPY: Story = {
  name: 'Currency JPY',
  args: {
    currency: 'JPY',
    estimatedPriceCents: 1500000,
    country: 'Japón',
    flag: 'JP',
    productName: 'Nintendo Switch OLED',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/JPY|¥/)).toBeVisible();
  },
};
export const CurrencyBRL: Story = {
  name: 'Currency BRL',
  args: { currency: 'BRL', estimatedPriceCents: 89990, country: 'Brasil', flag: 'BR' },
};
export const CurrencyCAD: Story = {
  name: 'Currency CAD',
  args: { currency: 'CAD', estimatedPriceCents: 24900, country: 'Canadá', flag: 'CA' },
};
export const CurrencyAUD: Story = {
  name: 'Currency AUD',
  args: { currency: 'AUD', estimatedPriceCents: 31900, country: 'Australia', flag: 'AU' },
};

export const LongProductName: Story = {
  args: {
    productName:
      'Cafetera espresso automática De\u2019Longhi Magnifica Evo con espumador de leche LatteCrema, molinillo integrado y 13 niveles de molienda, edición europea 220 V',
  },
};

export const Example: Story = {
  args: { isExample: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ejemplo')).toBeVisible();
  },
};

/** A request's optional short facts (the domain's text facts, e.g. a brand), each a term of the card's list. */
export const WithDetails: Story = {
  args: { details: [{ label: 'Marca', value: 'Sony' }] },
  play: async ({ canvas }) => {
    const term = canvas.getByText('Marca', { selector: 'dt' });
    await expect(term).toBeVisible();
    await expect(term.nextElementSibling).toHaveTextContent('Sony');
  },
};

export const RestrictedItemWarning: Story = {
  args: {
    productName: 'Drone DJI Mini 4 Pro',
    warning: 'Este producto puede tener restricciones aduaneras. Verifica la normativa antes de aceptarlo.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(/restricciones aduaneras/);
  },
};

/** The home page's cards: "Solicitar Pedido Similar" opens the request form with this product. */
export const WithSimilarRequest: Story = {
  args: {
    secondaryAction: {
      href: '/comprador?producto=Auriculares+Sony+WH-1000XM5&categoria=tecnologia&pais=Estados+Unidos',
      label: 'Solicitar Pedido Similar',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Solicitar Pedido Similar: Auriculares Sony WH-1000XM5' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/comprador\?producto=Auriculares/));
    await expect(canvas.getByRole('link', { name: /^Ver y Ofertar/ })).toBeVisible();
    // The lesser action keeps its own target above the card's stretched link.
    const similar = canvas.getByRole('link', { name: /^Solicitar Pedido Similar/ });
    await expect(linkAt(similar)).toBe(similar);
  },
};

export const WithStatus: Story = { args: { status: <StatusBadge status="paid" /> } };

/** Read-only: no action (e.g. in the buyer's own list). */
export const WithoutAction: Story = { args: { href: undefined, estimatedPriceCents: undefined } };

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, padding: 16, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
};

/** Four cards as the home page shows them. */
export const Grid: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 1200 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      <li>
        <RequestCard {...args} />
      </li>
      <li>
        <RequestCard
          {...args}
          imageSrc={null}
          productName="Perfume Chanel N°5 100 ml"
          country="Francia"
          flag="FR"
          rewardCents={4000}
          href="/pedidos/req-2"
        />
      </li>
      <li>
        <RequestCard
          {...args}
          imageSrc={null}
          productName="Lana islandesa"
          country="Islandia"
          flag={undefined}
          rewardCents={1500}
          href="/pedidos/req-3"
        />
      </li>
      <li>
        <RequestCard
          {...args}
          isExample
          productName="Nintendo Switch OLED"
          country="Japón"
          flag="JP"
          rewardCents={6000}
          href="/pedidos/req-4"
        />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(4);
  },
};
