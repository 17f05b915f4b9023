import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewSummary } from './ReviewSummary';
import { present } from '../testing/present';

const lucia = {
  id: 'r3',
  authorName: 'Lucía P.',
  rating: 5,
  comment: 'Impecable, me avisó cada paso del viaje.',
  productName: 'Kindle Paperwhite',
  date: '18/11/2026',
};
const martin = {
  id: 'r2',
  authorName: 'Martín R.',
  rating: 4,
  comment: 'Todo bien, la entrega se demoró un día.',
  productName: 'Zapatillas Nike Pegasus 41',
  date: '02/11/2026',
};
const sofia = { id: 'r1', authorName: 'Sofía D.', rating: 5, comment: 'Súper confiable.', date: '20/10/2026' };
const recent = [lucia, martin, sofia];

const meta = {
  title: 'Marketplace/ReviewSummary',
  component: ReviewSummary,
  tags: ['autodocs'],
  args: { average: 4.7, count: 3, recent },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4,7')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '4,7 de 5 estrellas' })).toBeVisible();
    await expect(canvas.getByText('3 reseñas')).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(
      within(present(items[0], 'the first review')).getByRole('heading', { name: 'Lucía P.' }),
    ).toBeVisible();
  },
};

export const OneReview: Story = {
  args: { average: 4, count: 1, recent: [{ ...martin, rating: 4 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 reseña')).toBeVisible();
  },
};

/** No completed deliveries reviewed yet: says so, no invented samples. */
export const Empty: Story = {
  args: { average: 0, count: 0, recent: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Todavía no tiene reseñas/)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    recent: [
      {
        ...lucia,
        comment: 'Excelente viajero. '.repeat(30).trim(),
        productName: 'Cámara Fujifilm X100VI con estuche de cuero y batería extra',
      },
    ],
  },
};

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
};
