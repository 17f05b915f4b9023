import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TripChoice, type TripChoiceItem, type TripChoiceProps } from './TripChoice';
import { tripChoiceCustoms, tripChoiceDeadlines, tripChoiceInputs } from './TripChoice.fixtures';

const day = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const asDay = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
/** The deadline is the instant the last day ends: its day is the one before, as the site shows it. */
const lastDay = (instant: string) => long.format(new Date(Date.parse(instant) - 1));

const trips: TripChoiceItem[] = (['sooner', 'later'] as const).map((key) => ({
  id: tripChoiceInputs[key].id,
  originCountry: tripChoiceInputs[key].originCountry,
  originFlag: 'US',
  departureText: asDay(tripChoiceInputs[key].departureDate),
  returnText: asDay(tripChoiceInputs[key].returnDate),
  deadlineText: lastDay(tripChoiceDeadlines[key]),
}));

function Stateful(props: TripChoiceProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TripChoice
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Marketplace/TripChoice',
  component: TripChoice,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  args: {
    trips,
    value: 't1',
    onChange: fn(),
    country: 'Estados Unidos',
    registerHref: '/viajero',
  },
} satisfies Meta<typeof TripChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two trips that can bring it: the one returning soonest is preselected; each says its deadline. */
export const TwoTrips: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '¿En qué viaje lo traes?' })).toBeInTheDocument();
    const sooner = canvas.getByRole('radio', { name: /Regreso 15 de diciembre/ });
    await expect(sooner).toBeChecked();
    await expect(canvas.getByText('Fecha límite de entrega: 22 de diciembre de 2026')).toBeInTheDocument();
  },
};

/** Choosing the later trip, by keyboard. */
export const LaterChosen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Regreso 15 de diciembre/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Regreso 20 de enero/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('t2');
  },
};

/** One trip. */
export const OneTrip: Story = { args: { trips: trips.slice(0, 1) } };

/** No trip from the request's country: the 30-day rule, and the way to register a trip first. */
export const NoTrip: Story = {
  args: { trips: [], value: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tienes un viaje registrado desde Estados Unidos')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Registrar un viaje' })).toHaveAttribute('href', '/viajero');
  },
};

/** While accepting. */
export const Accepting: Story = { args: { isDisabled: true } };

/**
 * Issue 37: each trip says what the order does to its month's customs franchise — December already
 * carries the same phone (beyond the franchise, its tax; an item twice), January has room.
 */
export const WithCustomsNotes: Story = {
  args: {
    trips: trips.map((t, i) => ({ ...t, customsNote: i === 0 ? tripChoiceCustoms.sooner : tripChoiceCustoms.later })),
  },
  play: async ({ canvas }) => {
    const sooner = canvas.getByRole('radio', { name: /Regreso 15 de diciembre/ });
    await expect(sooner).toBeChecked();
    await expect(
      canvas.getByText(/superas tu franquicia de US\$ 500,00 del mes de ingreso por US\$ 98,00/),
    ).toBeVisible();
    await expect(canvas.getByText(/Ya traes este mismo producto ese mes/)).toBeVisible();
    await expect(canvas.getByText(/Entra en tu franquicia: te quedan US\$ 201,00/)).toBeVisible();
  },
};
