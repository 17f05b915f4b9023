import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar, progressBarTones } from './ProgressBar';

const narrow: Decorator = (Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>;

const meta = {
  title: 'Building blocks/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Subiendo documentos', value: 60 },
  argTypes: { tone: { control: 'inline-radio', options: progressBarTones } },
  decorators: [narrow],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Subiendo documentos' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
  },
};

export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100, tone: 'positive', label: 'Verificación completada' } };

/** Steps instead of a percentage: "2 de 3". */
export const Steps: Story = {
  args: { label: 'Documentos', value: 2, maxValue: 3, valueLabel: '2 de 3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2 de 3');
  },
};

export const WithoutValue: Story = { args: { showValue: false } };
