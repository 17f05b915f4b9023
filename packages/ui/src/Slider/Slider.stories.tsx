import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Slider } from './Slider';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>;

const meta = {
  title: 'Building blocks/Slider',
  component: Slider,
  tags: ['autodocs'],
  args: { onChange: fn(), name: 'reward' },
  decorators: [narrow],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request form's reward: US$ 10–500, step 5, default 25, written as money is everywhere ("US$ 25"). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Recompensa' });
    await expect(thumb).toHaveValue('25');
    await expect(thumb.getAttribute('aria-valuetext')).toMatch(/^US\$\s25$/);
    await expect(canvas.getByText(/^US\$\s25$/)).toBeVisible();
    await expect(canvas.queryByText(/\$\d+ USD/)).toBeNull();
    await expect(thumb).toHaveAttribute('min', '10');
    await expect(thumb).toHaveAttribute('max', '500');
    await expect(thumb).toHaveAttribute('step', '5');
  },
};

/** Arrow keys move by 5; Home and End jump to the limits. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const thumb = canvas.getByRole('slider');
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(thumb).toHaveValue('35');
    await expect(canvas.getByText(/^US\$\s35$/)).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(35);
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveValue('500');
    await userEvent.keyboard('{Home}');
    await expect(thumb).toHaveValue('10');
  },
};

export const Minimum: Story = { args: { defaultValue: 10 } };
export const Maximum: Story = { args: { defaultValue: 500 } };

/** The requests list filter: 0–500, step 10, default 10. */
export const MinimumRewardFilter: Story = {
  args: { label: 'Recompensa mínima', minValue: 0, maxValue: 500, step: 10, defaultValue: 10 },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 150 } };
