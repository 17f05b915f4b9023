import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar';

// A fixed picture as a data URL: no network, same pixels on every run.
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#f6b40e"/>' +
      '<circle cx="48" cy="38" r="18" fill="#1e3a8a"/><rect x="18" y="62" width="60" height="40" rx="30" fill="#1e3a8a"/></svg>',
  );

const meta = {
  title: 'Building blocks/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'María González' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'María González' })).toHaveTextContent('MG');
  },
};

export const Image: Story = {
  args: { src: picture },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'María González' });
    await expect(avatar.querySelector('img')).not.toBeNull();
  },
};

/** A broken picture falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,AAAA', name: 'Juan P.' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Juan P.' })).toHaveTextContent('JP'));
  },
};

export const SingleName: Story = { args: { name: 'Lucía' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`img-${size}`} {...args} src={picture} size={size} />
      ))}
    </div>
  ),
};

/** With the name written next to it, the avatar is hidden from screen readers. */
export const Decorative: Story = {
  args: { decorative: true },
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} /> María González
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
