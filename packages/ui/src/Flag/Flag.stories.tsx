import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Flag, flagSizes } from './Flag';
import { drawnFlagCodes, flagImage } from './Flag.images';

const meta = {
  title: 'Building blocks/Flag',
  component: Flag,
  tags: ['autodocs'],
  args: { country: 'Japón', code: 'JP' },
  argTypes: { size: { control: 'inline-radio', options: flagSizes } },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An SVG image, not an emoji: it looks the same on Windows and on a machine without emoji fonts. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const flag = canvas.getByRole('img', { name: 'Bandera de Japón' });
    await expect(flag.tagName).toBe('IMG');
    await expect(flag).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    await expect(flag.textContent).toBe('');
  },
};

/** A country without a flag in the product's list shows the white flag, still named. */
export const Fallback: Story = {
  args: { country: 'Uruguay', code: undefined },
  play: async ({ canvas }) => {
    const flag = canvas.getByRole('img', { name: 'Bandera de Uruguay' });
    await expect(flag.getAttribute('src')).toBe(flagImage(undefined));
    await expect(flag.getAttribute('src')).not.toBe(flagImage('JP'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {flagSizes.map((size) => (
        <Flag key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** Every flag the product draws (the domain's `FLAG_CODES`), then the white flag. */
export const All: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: 0 }}>
      {[...drawnFlagCodes, undefined].map((code) => (
        <li key={code ?? 'white'}>
          <Flag country={code ?? 'otro país'} code={code} size="lg" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img');
    await expect(images).toHaveLength(drawnFlagCodes.length + 1);
    // Each one drawn (decoded, with a size), none an emoji.
    for (const img of images as HTMLImageElement[]) {
      await img.decode();
      await expect(img.naturalWidth).toBeGreaterThan(0);
    }
    await expect(new Set(images.map((i) => i.getAttribute('src'))).size).toBe(drawnFlagCodes.length + 1);
  },
};

/** Next to the written name the flag is decorative: the name is read once. */
export const Decorative: Story = {
  args: { decorative: true, country: 'Argentina', code: 'AR' },
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Flag {...args} /> Argentina
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Argentina')).toBeVisible();
  },
};
