import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Building blocks/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Texto solo para lectores de pantalla' },
  render: (args) => (
    <p>
      Recompensa: US$ 25,00 <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden text stays in the accessibility tree but takes no space on screen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Texto solo para lectores de pantalla');
    await expect(hidden).toBeInTheDocument();
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
