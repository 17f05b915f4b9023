import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Building blocks/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'check' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology, the text beside it speaks. */
export const Default: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Icon {...args} /> Verificado
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** With a label it is an image with a name. */
export const Labelled: Story = {
  args: { name: 'hourglass', label: 'En revisión' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'En revisión' })).toBeVisible();
  },
};

/** The whole set, at the sizes the interface uses; each follows the font size and colour. */
export const All: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 12,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 24 }}>
          <Icon name={name} />
          <span style={{ fontSize: 14 }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
};
