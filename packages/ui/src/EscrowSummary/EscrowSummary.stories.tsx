import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EscrowSummary, escrowStatuses, type EscrowFigures } from './EscrowSummary';
import { present } from '../testing/present';

/**
 * Figures exactly as the domain's `escrowBreakdown` returns them for a US$ 25 reward with the
 * reference rates of 2026-11-20 (5 % service fee, minimum US$ 2). Written out so the story
 * stays a pure ui story.
 */
const figures = {
  USD: {
    priceCents: 34999,
    priceCurrency: 'USD',
    priceUsdCents: 34999,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 1875,
    totalUsdCents: 39374,
    rate: { usdPerUnit: 1, date: '2026-11-20' },
  },
  EUR: {
    priceCents: 12000,
    priceCurrency: 'EUR',
    priceUsdCents: 12960,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 773,
    totalUsdCents: 16233,
    rate: { usdPerUnit: 1.08, date: '2026-11-20' },
  },
  GBP: {
    priceCents: 8950,
    priceCurrency: 'GBP',
    priceUsdCents: 11367,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 693,
    totalUsdCents: 14560,
    rate: { usdPerUnit: 1.27, date: '2026-11-20' },
  },
  JPY: {
    priceCents: 1500000,
    priceCurrency: 'JPY',
    priceUsdCents: 10050,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 628,
    totalUsdCents: 13178,
    rate: { usdPerUnit: 0.0067, date: '2026-11-20' },
  },
  BRL: {
    priceCents: 89990,
    priceCurrency: 'BRL',
    priceUsdCents: 16198,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 935,
    totalUsdCents: 19633,
    rate: { usdPerUnit: 0.18, date: '2026-11-20' },
  },
  CAD: {
    priceCents: 24900,
    priceCurrency: 'CAD',
    priceUsdCents: 18177,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 1034,
    totalUsdCents: 21711,
    rate: { usdPerUnit: 0.73, date: '2026-11-20' },
  },
  AUD: {
    priceCents: 31900,
    priceCurrency: 'AUD',
    priceUsdCents: 21054,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 1178,
    totalUsdCents: 24732,
    rate: { usdPerUnit: 0.66, date: '2026-11-20' },
  },
} satisfies Record<string, EscrowFigures>;

const meta = {
  title: 'Marketplace/EscrowSummary',
  component: EscrowSummary,
  tags: ['autodocs'],
  args: { figures: figures.EUR, productName: 'Perfume Chanel N°5 100 ml', onPay: fn() },
  argTypes: { status: { control: 'inline-radio', options: escrowStatuses } },
} satisfies Meta<typeof EscrowSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingPayment: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^EUR\s120,00$/)).toBeVisible();
    await expect(canvas.getByText(/1 EUR = US\$\s1,08/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Pagar US\$\s162,33$/ }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const Paying: Story = {
  args: { status: 'paying' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveTextContent('Procesando pago...');
    await userEvent.click(button);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const HeldInEscrow: Story = {
  args: { status: 'held', securityCode: '482913' },
  play: async ({ canvas }) => {
    const state = within(canvas.getByRole('status'));
    await expect(state.getByText('Pagado (en garantía)')).toBeVisible();
    await expect(state.getByText('482 913')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Released: Story = {
  args: { status: 'released' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pago liberado')).toBeVisible();
  },
};

/** A summary shown where nobody can pay (e.g. to the traveller). */
export const ReadOnly: Story = { args: { onPay: undefined } };

export const CurrencyUSD: Story = {
  name: 'Currency USD',
  args: { figures: figures.USD, productName: 'Auriculares Sony WH-1000XM5' },
  play: async ({ canvas }) => {
    // A price already in dollars needs no conversion line.
    await expect(canvas.queryByText(/Cotización/)).toBeNull();
  },
};
export const CurrencyEUR: Story = { name: 'Currency EUR', args: { figures: figures.EUR } };
export const CurrencyGBP: Story = {
  name: 'Currency GBP',
  args: { figures: figures.GBP, productName: 'Té Fortnum & Mason' },
};
export const CurrencyJPY: Story = {
  name: 'Currency JPY',
  args: { figures: figures.JPY, productName: 'Nintendo Switch OLED (edición Japón)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/1 JPY = US\$\s0,0067/)).toBeVisible();
  },
};
export const CurrencyBRL: Story = {
  name: 'Currency BRL',
  args: { figures: figures.BRL, productName: 'Camiseta de la selección de Brasil' },
};
export const CurrencyCAD: Story = {
  name: 'Currency CAD',
  args: { figures: figures.CAD, productName: 'Jarabe de arce orgánico (pack x4)' },
};
export const CurrencyAUD: Story = {
  name: 'Currency AUD',
  args: { figures: figures.AUD, productName: 'Botas UGG clásicas' },
};

/**
 * The total also in pesos, at the domain's reference rate (US$ 393,74 × 1.450), with the rate and
 * its date: an approximation under the total, which stays in dollars.
 */
export const TotalInPesos: Story = {
  args: {
    figures: figures.USD,
    productName: 'Auriculares Sony WH-1000XM5',
    totalInPesos: { cents: 39374 * 1450, arsPerUsd: 1450, date: '2026-11-20' },
  },
  play: async ({ canvas }) => {
    const pesos = present(canvas.getByText('En pesos, aproximado').closest('div'), 'the peso row');
    await expect(pesos).toHaveTextContent(
      /^En pesos, aproximadoCotización: US\$ 1 = \$\s1\.450,00 \(20\/11\/2026\)\$\s570\.923,00 ARS$/,
    );
    await expect(canvas.getByText(/^US\$\s393,74$/)).toBeVisible();
  },
};

/**
 * A platform coupon (10 % of the service fee: US$ 18,75 → US$ 16,87) as the server froze it: the
 * fee struck through, the discount on its own row, the total lower by as much.
 */
export const WithCoupon: Story = {
  args: {
    figures: {
      ...figures.USD,
      serviceFeeUsdCents: 1687,
      totalUsdCents: 39186,
      coupon: { code: 'BIENVENIDO10', discountUsdCents: 188 },
    },
    productName: 'Auriculares Sony WH-1000XM5',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Descuento del cupón BIENVENIDO10')).toBeVisible();
    await expect(canvas.getByText(/^−US\$\s1,88$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Pagar US\$\s391,86$/ })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { status: 'held', securityCode: '105732' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
};
