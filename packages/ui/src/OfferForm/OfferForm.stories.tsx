import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OfferForm, type OfferFormTrip } from './OfferForm';

const trips: OfferFormTrip[] = [
  {
    id: 't1',
    originCountry: 'Estados Unidos',
    originFlag: 'US',
    departureText: '1 de diciembre',
    returnText: '15 de diciembre',
    deadlineText: '22 de diciembre de 2026',
    firstDate: '2026-12-15',
    lastDate: '2026-12-22',
  },
  {
    id: 't2',
    originCountry: 'Estados Unidos',
    originFlag: 'US',
    departureText: '5 de enero',
    returnText: '20 de enero',
    deadlineText: '27 de enero de 2027',
    firstDate: '2027-01-20',
    lastDate: '2027-01-27',
  },
];

const meta = {
  title: 'Marketplace/OfferForm',
  component: OfferForm,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
  args: {
    trips,
    rewardRange: { min: 15, max: 50 },
    requestReward: 25,
    country: 'Estados Unidos',
    registerHref: '/viajero',
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof OfferForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens: the buyer's reward, the soonest trip, its return as the date. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('slider', { name: 'Tu recompensa' })).toHaveValue('25');
    await userEvent.click(canvas.getByRole('slider', { name: 'Tu recompensa' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mensaje para quien compró' }), 'Lo traigo sin caja.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar oferta' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      tripId: 't1',
      reward: 40,
      deliveryDate: '2026-12-15',
      message: 'Lo traigo sin caja.',
    });
  },
};

/** Choosing the later trip moves the date to its return. */
export const LaterTrip: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Regreso 20 de enero/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar oferta' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ tripId: 't2', deliveryDate: '2027-01-20' }),
    );
  },
};

/** The server's refusals, by field. */
export const Errors: Story = {
  args: {
    fieldErrors: {
      reward: 'La recompensa debe estar entre US$ 15,00 y US$ 50,00, en pasos de US$ 5.',
      deliveryDate: 'Elige una fecha entre el 2026-12-15 y el 2026-12-22.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('entre US$ 15,00 y US$ 50,00');
  },
};

export const Pending: Story = { args: { isPending: true } };

/** No trip from the request's country: the way to register one. */
export const NoTrip: Story = {
  args: { trips: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note', { name: 'Sin viaje para ofertar' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Registrar un viaje' })).toHaveAttribute('href', '/viajero');
  },
};

/** At 360 px. */
export const Mobile: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile' } },
};
