import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OfferForm, type OfferFormTrip } from './OfferForm';

const december: OfferFormTrip = {
  id: 't1',
  originCountry: 'Estados Unidos',
  originFlag: 'US',
  departureText: '1 de diciembre',
  returnText: '15 de diciembre',
  deadlineText: '22 de diciembre de 2026',
  firstDate: '2026-12-15',
  lastDate: '2026-12-22',
};
const january: OfferFormTrip = {
  id: 't2',
  originCountry: 'Estados Unidos',
  originFlag: 'US',
  departureText: '5 de enero',
  returnText: '20 de enero',
  deadlineText: '27 de enero de 2027',
  firstDate: '2027-01-20',
  lastDate: '2027-01-27',
};
const trips: OfferFormTrip[] = [december, january];

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
      customsPayer: null,
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

/** Issue 37: the January trip's month would cross the franchise (US$ 100 beyond it, US$ 50 of tax). */
const crossingTrips: OfferFormTrip[] = [
  december,
  { ...january, customsCrossing: { excessText: 'US$ 100,00', taxText: 'US$ 50,00' } },
];

/**
 * Issue 37 (decision 047): on a trip whose month crosses the franchise the form asks who pays the
 * tax on the excess; "Enviar oferta" waits for the choice, and the offer carries it.
 */
export const CustomsCrossing: Story = {
  args: { trips: [...crossingTrips].reverse() },
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Enviar oferta' });
    await expect(canvas.getByRole('radiogroup', { name: '¿Quién paga el impuesto sobre el exceso?' })).toBeVisible();
    await expect(send).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Quien compra: US\$ 50,00/ }));
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ tripId: 't2', customsPayer: 'buyer' }));
  },
};

/** A trip within the franchise asks nothing: switching to it from a crossing one drops the question. */
export const CustomsWithinOnOtherTrip: Story = {
  args: { trips: crossingTrips },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('radiogroup', { name: /Quién paga el impuesto/ })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Regreso 20 de enero/ }));
    await expect(canvas.getByRole('button', { name: 'Enviar oferta' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Regreso 15 de diciembre/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar oferta' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ tripId: 't1', customsPayer: null }));
  },
};

/** The customs question at 360 px. */
export const CustomsCrossingMobile: Story = {
  args: { trips: [...crossingTrips].reverse() },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile' } },
};
