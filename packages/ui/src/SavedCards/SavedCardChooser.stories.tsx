import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OTHER_CARD, SavedCardChooser, type SavedCardChooserProps } from './SavedCardChooser';

function Stateful(props: SavedCardChooserProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SavedCardChooser
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Marketplace/SavedCardChooser',
  component: SavedCardChooser,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  args: {
    cards: [
      {
        id: 'c1',
        brandName: 'Visa',
        lastFour: '3704',
        expiryText: '12/30',
        holderName: 'Carla Méndez',
        isDefault: false,
      },
      {
        id: 'c2',
        brandName: 'Mastercard',
        lastFour: '0604',
        expiryText: '11/29',
        holderName: 'Carla Méndez',
        isDefault: true,
      },
    ],
    value: 'c2',
    onChange: fn(),
  },
} satisfies Meta<typeof SavedCardChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default card preselected. */
export const DefaultChosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Mastercard •••• 0604/ })).toBeChecked();
  },
};

/** Keyboard: the arrows move from the default card to "Otra tarjeta". */
export const KeyboardToOtherCard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Mastercard •••• 0604/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Otra tarjeta' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(OTHER_CARD);
  },
};

export const OtherCard: Story = { args: { value: OTHER_CARD } };

export const Paying: Story = { args: { isDisabled: true } };
