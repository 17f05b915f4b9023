import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RequestMatches } from './RequestMatches';
import { requestMatchItems } from './Matching.fixtures';

const meta = {
  title: 'Marketplace/Matching/RequestMatches',
  component: RequestMatches,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  args: { country: 'Estados Unidos', countryFlag: 'US', trips: requestMatchItems, onInvite: fn() },
} satisfies Meta<typeof RequestMatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two travellers returning from the request's country: one to invite, one already invited. */
export const WithTrips: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invitar a Tomás P.' }));
    await expect(args.onInvite).toHaveBeenCalledWith('t1');
    await expect(canvas.getByText('Invitado')).toBeInTheDocument();
  },
};

/** While the invitation is on its way. */
export const Inviting: Story = { args: { pendingId: 't1' } };

/** No trip from the request's country yet: where to ask to be told. */
export const NoTrips: Story = {
  args: { trips: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Todavía no hay viajes desde Estados Unidos')).toBeInTheDocument();
  },
};

/** At 360 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
