import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from '../Link/Link';
import { EmptyState } from './EmptyState';
import { Icon } from '../Icon/Icon';

const meta = {
  title: 'Building blocks/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'Sin transacciones aún',
    description: 'Cuando pagues un pedido o recibas una recompensa, aparecerá aquí.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sin transacciones aún' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    title: 'Todavía no publicaste pedidos',
    icon: <Icon name="bag" />,
    description: 'Publica tu primer pedido y un viajero verificado te lo traerá.',
    action: (
      <Link variant="button-primary" href="#comprador">
        Quiero un producto
      </Link>
    ),
  },
};

export const TitleOnly: Story = { args: { description: undefined } };

export const Mobile: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 328 }}>{Story()}</div>],
  args: {
    title: 'No hay pedidos que coincidan con los filtros',
    description: 'Prueba con otra categoría o una recompensa mínima menor.',
  },
};
