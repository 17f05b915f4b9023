import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TripMatches } from './TripMatches';
import { allowanceSample, tripMatchItems } from './Matching.fixtures';

const meta = {
  title: 'Marketplace/Matching/TripMatches',
  component: TripMatches,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  args: { country: 'Estados Unidos', countryFlag: 'US', requests: tripMatchItems, allowance: allowanceSample },
} satisfies Meta<typeof TripMatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requests the trip can carry, highest reward first, and the allowance's estimate said as one. */
export const WithRequests: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      'Cámara Fujifilm X100VI',
      'Nintendo Switch OLED',
      'Perfume Chanel N°5 100 ml',
    ]);
    await expect(canvas.getByText(/Es una estimación/)).toBeInTheDocument();
  },
};

/** Nothing from the trip's country yet: the traveller will be told. */
export const NoRequests: Story = {
  args: { requests: [], allowance: { usedText: 'US$ 0', leftText: 'US$ 500', limitText: 'US$ 500' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Por ahora no hay pedidos desde Estados Unidos')).toBeInTheDocument();
  },
};

/** The trip returned before today: it carries nothing more. */
export const Ended: Story = {
  args: { ended: true, requests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Este viaje ya terminó')).toBeInTheDocument();
  },
};

/** At 360 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
