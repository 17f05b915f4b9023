import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RestrictedItemsNotice, restrictedItemsKinds, restrictedItemsSizes } from './RestrictedItemsNotice';
import { screenedItems } from './RestrictedItemsNotice.fixtures';

// Items as the domain's screening (ITEM_RULES) finds and words them in the requests of
// RestrictedItemsNotice.fixtures.ts ("Power bank Anker 20000 mAh" + "semillas de tomate"; a decoder).
const restrictions = screenedItems.restricted;
const forbidden = screenedItems.forbidden;

const meta = {
  title: 'Marketplace/RestrictedItemsNotice',
  component: RestrictedItemsNotice,
  tags: ['autodocs'],
  args: { items: restrictions },
  argTypes: {
    kind: { control: 'inline-radio', options: restrictedItemsKinds },
    size: { control: 'inline-radio', options: restrictedItemsSizes },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RestrictedItemsNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the request page: each restriction with what the traveller must know. */
export const Restricted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: /este pedido tiene restricciones/ })).toBeVisible();
    await expect(canvas.getByText(/permiso fitosanitario de SENASA/)).toBeVisible();
  },
};

/** On a request card: one line with the labels. */
export const Compact: Story = {
  args: { size: 'compact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Semillas, Baterías de litio sueltas/)).toBeVisible();
  },
};

/** Publishing was refused: an alert with the reason. */
export const Forbidden: Story = {
  args: { items: forbidden, kind: 'forbidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Producto no permitido.*Decodificadores de TV paga/);
  },
};

/** Nothing to warn about: renders nothing. */
export const NoItems: Story = {
  args: { items: [] },
  decorators: [
    (Story) => (
      <div>
        <Story />
        <p>Pedido sin restricciones.</p>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-kind]')).toBeNull();
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
