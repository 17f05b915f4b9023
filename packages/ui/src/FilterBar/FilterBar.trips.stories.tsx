import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TripFilterBar, tripFilterDefaults } from './TripFilterBar';

const countries = [
  { name: 'Alemania', flag: 'DE' },
  { name: 'España', flag: 'ES' },
  { name: 'Estados Unidos', flag: 'US' },
  { name: 'Portugal', flag: '' },
];

const meta = {
  title: 'Marketplace/FilterBar/Trips',
  component: TripFilterBar,
  tags: ['autodocs'],
  args: { countries, onChange: fn(), placeholderDate: '2026-12-01' },
  decorators: [
    (Story) => (
      <div style={{ width: 1100, minHeight: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TripFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Filtrar viajes' })).toBeVisible();
    await expect(canvas.getByText('Regreso hasta el')).toBeVisible();
  },
};

export const Filtering: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'María');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...tripFilterDefaults, text: 'María' });
  },
};

export const WithValues: Story = {
  args: { defaultValue: { originCountry: 'España', returnBy: '2026-12-15', text: '' } },
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

/** At 360 px the filters open in a sheet from "Filtros", which counts the ones in use. */
export const MobileOpen: Story = {
  args: { defaultValue: { originCountry: 'España', returnBy: '2026-12-15', text: '' } },
  decorators: [
    (Story) => (
      <div style={{ width: 328, minHeight: 700 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros (2)' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Filtros' });
    await userEvent.type(within(sheet).getByRole('searchbox', { name: 'Buscar' }), 'Ana');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      originCountry: 'España',
      returnBy: '2026-12-15',
      text: 'Ana',
    });
  },
};
