import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { flagImage } from '../Flag/Flag.images';
import { TripCard } from './TripCard';

const portrait = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#fde68a"/>
  <circle cx="32" cy="26" r="12" fill="#92400e"/><path d="M10 64 a22 20 0 0 1 44 0z" fill="#1d4ed8"/></svg>`,
)}`;

const meta = {
  title: 'Marketplace/TripCard',
  component: TripCard,
  tags: ['autodocs'],
  args: {
    name: 'María G.',
    avatarSrc: portrait,
    originCountry: 'España',
    originFlag: 'ES',
    arrivalDate: '2026-12-15',
    isVerified: true,
    profileHref: '/profile/user-maria',
    onContact: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TripCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Viajero verificado')).toBeVisible();
    await expect(canvas.getByText('15 de diciembre')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver Perfil de María G.' })).toHaveAttribute(
      'href',
      '/profile/user-maria',
    );
    const contact = canvas.getByRole('button', { name: 'Contactar a María G.' });
    await userEvent.click(contact);
    await userEvent.unhover(contact);
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

/** A traveller whose identity is not verified: no badge at all. */
export const NotVerified: Story = {
  args: { isVerified: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'María G.' })).toBeVisible();
    await expect(canvas.queryByText(/verificado/i)).toBeNull();
  },
};

/** No picture: initials on the brand colour. */
export const WithoutAvatar: Story = {
  args: {
    avatarSrc: null,
    name: 'Juan P.',
    originCountry: 'Estados Unidos',
    originFlag: 'US',
    arrivalDate: '2027-01-03',
  },
};

export const CountryWithoutFlag: Story = {
  args: { originCountry: 'Portugal', originFlag: undefined, arrivalDate: '2026-11-30' },
  play: async ({ canvas }) => {
    const flag = canvas.getByText('Portugal').closest('dd')?.querySelector('img');
    await expect(flag?.getAttribute('src')).toBe(flagImage(undefined));
  },
};

/**
 * The home page's cards: "Contactar" is a link to the contact section of the traveller's profile
 * (contact details appear there when the traveller chose to show them), not a button that waits
 * for a chat that does not exist.
 */
export const ContactLink: Story = {
  args: { onContact: undefined, contactHref: '/profile/user-maria#contacto' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contactar a María G.' })).toHaveAttribute(
      'href',
      '/profile/user-maria#contacto',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The /viajeros list: one "Ver Perfil y Contactar" link. */
export const ProfileOnly: Story = { args: { profileLabel: 'Ver Perfil y Contactar', onContact: undefined } };

export const LongName: Story = {
  args: { name: 'Maximiliano Bartolomé de los Santos Echeverría R.', originCountry: 'Corea del Sur', originFlag: 'KR' },
};

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

/**
 * The list of travellers' card: "Sale" before "Regreso", and the province and the space in the
 * same list and label style as the card's own facts (issue 35 item 11).
 */
export const WithDepartureAndDetails: Story = {
  args: {
    departureDate: '2026-12-01',
    facts: [
      { term: 'Provincia', value: 'Córdoba' },
      { term: 'Espacio', value: 'Mediano' },
    ],
  },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((t) => t.textContent);
    await expect(terms).toEqual(['Origen', 'Destino', 'Sale', 'Regreso', 'Provincia', 'Espacio']);
    await expect(canvas.getByText('1 de diciembre')).toBeVisible();
  },
};
