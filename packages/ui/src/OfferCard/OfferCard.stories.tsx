import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OfferCard } from './OfferCard';

const meta = {
  title: 'Marketplace/OfferCard',
  component: OfferCard,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  args: {
    viewer: 'buyer',
    status: 'open',
    travellerName: 'Ana R.',
    isVerified: true,
    rating: 4.5,
    reviews: 12,
    deliveries: 9,
    originCountry: 'Estados Unidos',
    originFlag: 'US',
    returnText: '10 de diciembre',
    rewardText: 'US$ 40,00',
    requestRewardText: 'US$ 25,00',
    dateText: '14 de diciembre',
    message: 'Lo traigo en mi valija, sin caja para que ocupe menos.',
    counterRange: { min: 15, max: 50 },
    onAccept: fn(),
    onDecline: fn(),
    onCounter: fn(),
    onWithdraw: fn(),
    onAcceptCounter: fn(),
    onDeclineCounter: fn(),
  },
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer reads an open offer: who, the trip, the reward beside hers, the date; accept, counter or decline. */
export const BuyerOpen: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Ana R.' })).toBeInTheDocument();
    await expect(canvas.getByText('Viajero verificado')).toBeInTheDocument();
    await expect(canvas.getByText(/el pedido ofrece US\$ 25,00/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar oferta' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

/** The buyer counters: a slider in the offer's range, once. */
export const BuyerCountering: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Contraofertar' }));
    const slider = canvas.getByRole('slider', { name: 'Tu contraoferta' });
    await userEvent.click(slider);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar contraoferta' }));
    await expect(args.onCounter).toHaveBeenCalledWith(25);
  },
};

/** The buyer's counter waits for the traveller. */
export const BuyerCountered: Story = {
  args: { status: 'countered', counterText: 'US$ 35,00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Propusiste US$ 35,00: falta que Ana R. responda.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The traveller declined the counter: the offer stands, and cannot be countered again. */
export const BuyerCounterDeclined: Story = {
  args: { counterText: 'US$ 35,00', counterDeclined: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('no aceptó tu contraoferta de US$ 35,00');
    await expect(canvas.queryByRole('button', { name: 'Contraofertar' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Aceptar oferta' })).toBeEnabled();
  },
};

/** The buyer accepted it. */
export const BuyerAccepted: Story = { args: { status: 'accepted' } };

/** A traveller with no reviews or deliveries yet, at the buyer's own reward; an expired offer. */
export const BuyerExpired: Story = {
  args: { status: 'expired', rating: 0, reviews: 0, deliveries: 0, rewardText: 'US$ 25,00', message: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Sin reseñas/)).toBeInTheDocument();
    await expect(canvas.queryByText(/el pedido ofrece/)).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The traveller's own open offer: withdraw it. */
export const TravellerOpen: Story = {
  args: { viewer: 'traveller' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retirar oferta' }));
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Aceptar oferta' })).toBeNull();
  },
};

/** The buyer countered: the traveller accepts or declines. */
export const TravellerCountered: Story = {
  args: { viewer: 'traveller', status: 'countered', counterText: 'US$ 35,00' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Quien compró propone US$ 35,00 en lugar de US$ 40,00.');
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar US$ 35,00' }));
    await expect(args.onAcceptCounter).toHaveBeenCalledOnce();
  },
};

export const TravellerAccepted: Story = { args: { viewer: 'traveller', status: 'accepted' } };

export const TravellerDeclined: Story = { args: { viewer: 'traveller', status: 'declined' } };

export const TravellerWithdrawn: Story = { args: { viewer: 'traveller', status: 'withdrawn' } };

/** Another traveller's offer was chosen: the traveller is told. */
export const TravellerClosed: Story = {
  args: { viewer: 'traveller', status: 'closed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('El pedido se acordó con otro viajero');
  },
};

export const TravellerExpired: Story = { args: { viewer: 'traveller', status: 'expired' } };

/** An answer on its way: the buttons wait. */
export const Pending: Story = { args: { isPending: true } };

/** At 360 px. */
export const Mobile: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile' } },
};

/**
 * Issue 37 (decision 047): the order crosses the traveller's franchise and the offer proposes the
 * buyer pays the tax on the excess: she reads it before accepting.
 */
export const BuyerCustomsBuyerPays: Story = {
  args: { customs: { payer: 'buyer', taxText: 'US$ 50,00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Impuesto por exceso')).toBeInTheDocument();
    await expect(canvas.getByText('a cargo de quien compra — US$ 50,00')).toBeInTheDocument();
  },
};

/** The traveller takes the tax on: it comes out of the reward. */
export const BuyerCustomsTravellerPays: Story = {
  args: { customs: { payer: 'traveller', taxText: 'US$ 50,00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('a cargo de quien viaja — US$ 50,00')).toBeInTheDocument();
  },
};

/** The customs line at 360 px. */
export const CustomsMobile: Story = {
  args: { customs: { payer: 'buyer', taxText: 'US$ 50,00' } },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile' } },
};
