import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CustomsPayerChoice, type CustomsPayerValue } from './CustomsPayerChoice';

const meta = {
  title: 'Marketplace/CustomsPayerChoice',
  component: CustomsPayerChoice,
  tags: ['autodocs'],
  args: { excessText: 'US$ 100,00', taxText: 'US$ 50,00', value: null, onChange: fn() },
} satisfies Meta<typeof CustomsPayerChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: both choices with the tax; the question says by how much it goes beyond. */
export const Unchosen: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /¿Quién paga el impuesto sobre el exceso\?/ })).toBeVisible();
    await expect(canvas.getByText(/superas tu franquicia en US\$\s100,00/)).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** The traveller picks "quien compra": the choice is told to the page. */
export const ChoosingBuyer: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<CustomsPayerValue | null>(null);
    return (
      <CustomsPayerChoice
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Quien compra/ }));
    await expect(args.onChange).toHaveBeenCalledWith('buyer');
    await expect(canvas.getByRole('radio', { name: /Quien compra/ })).toBeChecked();
  },
};

export const TravellerChosen: Story = { args: { value: 'traveller' } };

export const Disabled: Story = { args: { value: 'buyer', isDisabled: true } };

export const Mobile: Story = {
  args: { value: 'buyer' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
};
