import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RewardHint } from './RewardHint';

const meta = {
  title: 'Marketplace/Matching/RewardHint',
  component: RewardHint,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  args: {
    basis: 'deals',
    shareText: '30 %',
    deals: 12,
    rewardText: 'US$ 60',
    scopeText: 'Juegos desde Estados Unidos',
    onUse: fn(),
  },
} satisfies Meta<typeof RewardHint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From completed deals: the median share and how many deals it rests on. */
export const FromDeals: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/En 12 entregas completadas/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Usar US$ 60' }));
    await expect(args.onUse).toHaveBeenCalled();
  },
};

/** Fewer than 5 deals: the rule of thumb, labelled as such (the static demo's usual case). */
export const RuleOfThumb: Story = {
  args: { basis: 'rule_of_thumb', shareText: '15 %', deals: 2, rewardText: 'US$ 30' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Regla general: alrededor del 15 % del precio/)).toBeInTheDocument();
  },
};

/** No price typed yet: the share alone, no button. */
export const NoPrice: Story = {
  args: { basis: 'rule_of_thumb', shareText: '15 %', deals: 0, rewardText: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** At 360 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
