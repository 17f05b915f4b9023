import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EscrowSummary, escrowStatuses } from './EscrowSummary';
import { escrowFigures, escrowInPesos } from './EscrowSummary.fixtures';
import { formatCents, formatIsoDate, formatRate } from './EscrowSummary.format';
import { present } from '../testing/present';

// Figures as the domain computes them from the inputs in EscrowSummary.fixtures.ts (kept true by
// tooling/ui-fixtures.test.ts); the texts the stories look for are written from the same figures.
const figures = escrowFigures;
const usd = (cents: number) => formatCents(cents, 'USD');
/** `text` as a pattern, whatever space formatCents puts after "US$". */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s');
const exactly = (text: string) => new RegExp(`^${escaped(text)}$`);
const containing = (text: string) => new RegExp(escaped(text));

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
    await expect(canvas.getByText(exactly(formatCents(figures.EUR.priceCents, 'EUR')))).toBeVisible();
    await expect(canvas.getByText(containing(formatRate('EUR', figures.EUR.rate.usdPerUnit)))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: exactly(`Pagar ${usd(figures.EUR.totalUsdCents)}`) }));
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
    // Small rates keep four decimals.
    await expect(canvas.getByText(containing(formatRate('JPY', figures.JPY.rate.usdPerUnit)))).toBeVisible();
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
 * The total also in pesos, at the domain's reference rate (`pesoEquivalent` of the USD sample's
 * total), with the rate and its date: an approximation under the total, which stays in dollars.
 */
export const TotalInPesos: Story = {
  args: {
    figures: figures.USD,
    productName: 'Auriculares Sony WH-1000XM5',
    totalInPesos: escrowInPesos,
  },
  play: async ({ canvas }) => {
    const pesos = present(canvas.getByText('En pesos, aproximado').closest('div'), 'the peso row');
    const rate = `US$ 1 = ${formatCents(escrowInPesos.arsPerUsd * 100, 'ARS')} (${formatIsoDate(escrowInPesos.date)})`;
    await expect(pesos).toHaveTextContent(
      exactly(`En pesos, aproximadoCotización: ${rate}${formatCents(escrowInPesos.cents, 'ARS')} ARS`),
    );
    await expect(canvas.getByText(exactly(usd(figures.USD.totalUsdCents)))).toBeVisible();
  },
};

/**
 * A platform coupon (BIENVENIDO10: 10 % of the service fee) as the server froze it: the fee struck
 * through, the discount on its own row, the total lower by as much.
 */
export const WithCoupon: Story = {
  args: { figures: figures.USDWithCoupon, productName: 'Auriculares Sony WH-1000XM5' },
  play: async ({ canvas }) => {
    const { coupon, totalUsdCents } = figures.USDWithCoupon;
    await expect(canvas.getByText(`Descuento del cupón ${coupon.code}`)).toBeVisible();
    await expect(canvas.getByText(exactly(`−${usd(coupon.discountUsdCents)}`))).toBeVisible();
    await expect(canvas.getByRole('button', { name: exactly(`Pagar ${usd(totalUsdCents)}`) })).toBeVisible();
  },
};

/**
 * Issue 37: the buyer agreed to pay the tax on the excess over the traveller's customs franchise:
 * its own row, saying it carries no service fee and goes to the traveller; the total includes it.
 */
export const WithCustomsTax: Story = {
  args: { figures: figures.USDWithCustomsTax, productName: 'Consola Nintendo Switch OLED' },
  play: async ({ canvas }) => {
    const { customsTaxUsdCents, totalUsdCents } = figures.USDWithCustomsTax;
    await expect(canvas.getByText('Impuesto por exceso de franquicia (a tu cargo)')).toBeVisible();
    await expect(canvas.getByText(exactly(usd(customsTaxUsdCents)))).toBeVisible();
    await expect(canvas.getByText(containing('Sin tarifa de servicio'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: exactly(`Pagar ${usd(totalUsdCents)}`) })).toBeVisible();
  },
};

/** The tax's row at 360 px: its note wraps under the label. */
export const WithCustomsTaxMobile: Story = {
  args: { figures: figures.USDWithCustomsTax, productName: 'Consola Nintendo Switch OLED' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
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
