import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AlertSwitches, type AlertSettingsValue, type AlertSwitchesProps } from './AlertSwitches';
import { alertCountries } from './Matching.fixtures';

function Stateful(props: AlertSwitchesProps) {
  const [value, setValue] = useState<AlertSettingsValue>(props.value);
  return (
    <AlertSwitches
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
  title: 'Marketplace/Matching/AlertSwitches',
  component: AlertSwitches,
  tags: ['autodocs'],
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  args: {
    value: { tripCountries: ['Japón'], requestAlerts: true },
    onChange: fn(),
    countries: alertCountries,
  },
} satisfies Meta<typeof AlertSwitches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Request alerts on, following one country; switching the request alerts off. */
export const Following: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /Avisarme de pedidos nuevos/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ tripCountries: ['Japón'], requestAlerts: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar Japón' }));
    await expect(canvas.getByText('No sigues ningún país.')).toBeInTheDocument();
  },
};

/** Nothing followed, request alerts off: everything quiet. */
export const AllOff: Story = { args: { value: { tripCountries: [], requestAlerts: false } } };

/** While a change is saved. */
export const Saving: Story = { args: { isSaving: true } };

/** At 360 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
