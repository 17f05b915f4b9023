import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CountryOption } from '../CountryPicker/CountryPicker';
import { RequestFilterBar, requestFilterDefaults } from './FilterBar';
import { RequestFilterBarPlaceholder } from './RequestFilterBarPlaceholder';

const categories = [
  { id: 'tecnologia', label: 'Tecnología' },
  { id: 'juegos', label: 'Juegos' },
  { id: 'perfumes', label: 'Perfumes' },
  { id: 'ropa', label: 'Ropa' },
  { id: 'otras', label: 'Otras' },
];
const countries: CountryOption[] = [
  { name: 'Japón', flag: 'JP' },
  { name: 'Kenia', flag: '' },
];
const chosen = { ...requestFilterDefaults, text: 'switch', country: 'Japón', category: 'juegos', minReward: 50 };

const meta = {
  title: 'Marketplace/FilterBar/Requests placeholder',
  component: RequestFilterBarPlaceholder,
  tags: ['autodocs'],
  args: { categories },
  decorators: [
    (Story) => (
      <div style={{ width: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RequestFilterBarPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /pedidos's bar before its fields' code has arrived: nothing in it can be used yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('search')).toBeNull();
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

/** With the URL's filters: the boxes show them as the bar will. */
export const WithFilters: Story = {
  args: { value: chosen },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Japón');
    await expect(canvasElement).toHaveTextContent(/US\$\s50/);
    await expect(canvasElement).not.toHaveTextContent(/\$\d+ USD/);
  },
};

/** On a phone only the "Filtros" button shows, disabled, counting the filters in use. */
export const Mobile: Story = {
  args: { value: chosen },
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filtros (4)' })).toBeDisabled();
  },
};

const widths = [1100, 700, 328];

/**
 * The placeholder and the bar, one above the other, at each width the bar lays out by (four
 * columns, two, the phone's button): the same height, so the list does not move when the bar
 * replaces it (CLS 0).
 */
export const SameHeightAsTheBar: Story = {
  args: { value: chosen },
  decorators: [
    (Story) => (
      <div style={{ width: 1100 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {widths.map((w) => (
        <div key={w} style={{ width: w, display: 'grid', gap: 8 }}>
          <div data-testid={`placeholder-${w}`}>
            <RequestFilterBarPlaceholder {...args} />
          </div>
          <div data-testid={`bar-${w}`}>
            <RequestFilterBar countries={countries} categories={categories} defaultValue={args.value} />
          </div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const w of widths) {
      const placeholder = canvas.getByTestId(`placeholder-${w}`).getBoundingClientRect().height;
      const bar = canvas.getByTestId(`bar-${w}`).getBoundingClientRect().height;
      await expect({ width: w, height: placeholder }).toEqual({ width: w, height: bar });
    }
  },
};
