import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { OfferListItem } from './OfferList';
import { OfferList } from './OfferList';

const base = {
  isVerified: true,
  originCountry: 'Estados Unidos',
  originFlag: 'US',
  requestRewardText: 'US$ 25,00',
  counterRange: { min: 15, max: 50 },
  onAccept: fn(),
  onDecline: fn(),
  onCounter: fn(),
  onWithdraw: fn(),
  onAcceptCounter: fn(),
  onDeclineCounter: fn(),
} as const;

const offers: OfferListItem[] = [
  {
    ...base,
    id: 'o1',
    status: 'open',
    travellerName: 'Ana R.',
    rating: 4.5,
    reviews: 12,
    deliveries: 9,
    returnText: '10 de diciembre',
    rewardText: 'US$ 40,00',
    dateText: '14 de diciembre',
    message: 'Lo traigo en mi valija.',
  },
  {
    ...base,
    id: 'o2',
    status: 'countered',
    travellerName: 'Beto S.',
    rating: 0,
    reviews: 0,
    deliveries: 0,
    returnText: '3 de diciembre',
    rewardText: 'US$ 45,00',
    dateText: '3 de diciembre',
    message: '',
    counterText: 'US$ 35,00',
  },
  {
    ...base,
    id: 'o3',
    status: 'withdrawn',
    travellerName: 'Carla M.',
    isVerified: true,
    rating: 5,
    reviews: 2,
    deliveries: 1,
    returnText: '20 de enero',
    rewardText: 'US$ 30,00',
    dateText: '22 de enero',
    message: 'Puedo entregarlo en Córdoba.',
  },
];

const meta = {
  title: 'Marketplace/OfferList',
  component: OfferList,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
  args: { viewer: 'buyer', offers },
} satisfies Meta<typeof OfferList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer's offers: each in its state; the count says how many are still open. */
export const Buyer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Ofertas de viajeros (2 abiertas)');
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: 'Aceptar oferta' })).toHaveLength(1);
  },
};

export const BuyerEmpty: Story = {
  args: { offers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Todavía no hay ofertas/)).toBeInTheDocument();
  },
};

/** A traveller sees their own offer only. */
export const Traveller: Story = { args: { viewer: 'traveller', offers: offers.slice(0, 1) } };

export const TravellerEmpty: Story = { args: { viewer: 'traveller', offers: [] } };

/** At 360 px. */
export const Mobile: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile' } },
};
