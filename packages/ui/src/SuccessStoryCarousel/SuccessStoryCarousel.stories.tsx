import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { successStoriesSample } from '../SuccessStory/SuccessStory.fixtures';
import { SuccessStoryCarousel } from './SuccessStoryCarousel';

const meta = {
  title: 'Marketplace/SuccessStoryCarousel',
  component: SuccessStoryCarousel,
  tags: ['autodocs'],
  args: { stories: successStoriesSample },
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SuccessStoryCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Historias anteriores' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Historias siguientes' })).toBeEnabled();
  },
};

/** "Siguiente" moves exactly one container width; at the end it is disabled, "Anterior" goes back. */
export const ScrollOneWidth: Story = {
  play: async ({ canvas }) => {
    const track = canvas.getByRole('list');
    const next = canvas.getByRole('button', { name: 'Historias siguientes' });
    const prev = canvas.getByRole('button', { name: 'Historias anteriores' });
    const width = track.clientWidth;
    await userEvent.click(next);
    await waitFor(() =>
      expect(Math.abs(track.scrollLeft - Math.min(width, track.scrollWidth - width))).toBeLessThan(2),
    );
    await waitFor(() => expect(next).toBeDisabled());
    await expect(prev).toBeEnabled();
    await userEvent.click(prev);
    await waitFor(() => expect(track.scrollLeft).toBe(0));
    await waitFor(() => expect(prev).toBeDisabled());
    await userEvent.unhover(prev);
  },
};

/** One story per view on a phone: four clicks to the end. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, padding: 16, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const track = canvas.getByRole('list');
    const next = canvas.getByRole('button', { name: 'Historias siguientes' });
    await userEvent.click(next);
    await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(track.clientWidth - 2));
    await userEvent.unhover(next);
  },
};
