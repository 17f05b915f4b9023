import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Table, type TableColumn } from './Table';

interface Transaction {
  id: string;
  date: string;
  description: string;
  amount: string;
  status: 'Completado' | 'Fallido';
}

const rows: Transaction[] = [
  {
    id: 'buy-1',
    date: '14/03/2026',
    description: 'Pago Pedido: Auriculares Sony WH-1000XM5',
    amount: '-$375,00 USD',
    status: 'Completado',
  },
  {
    id: 'earn-2',
    date: '02/03/2026',
    description: 'Recompensa Recibida: Perfume Chanel N°5',
    amount: '+$45,00 USD',
    status: 'Completado',
  },
  {
    id: 'buy-3',
    date: '21/02/2026',
    description: 'Pago Pedido: Nintendo Switch OLED',
    amount: '-$410,50 USD',
    status: 'Fallido',
  },
];

const onInvoice = fn<(id: string) => void>();

const columns: TableColumn<Transaction>[] = [
  { id: 'date', name: 'Fecha', render: (r) => r.date },
  { id: 'description', name: 'Descripción', render: (r) => r.description, isRowHeader: true },
  { id: 'amount', name: 'Monto', render: (r) => r.amount, align: 'end' },
  { id: 'status', name: 'Estado', render: (r) => r.status },
  {
    id: 'invoice',
    name: 'Factura',
    render: (r) => (
      <Button size="sm" variant="ghost" aria-label={`Ver factura de ${r.description}`} onPress={() => onInvoice(r.id)}>
        Ver
      </Button>
    ),
  },
];

const meta = {
  title: 'Building blocks/Table',
  component: Table<Transaction>,
  tags: ['autodocs'],
  args: { 'aria-label': 'Historial de pagos', columns, rows },
} satisfies Meta<typeof Table<Transaction>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Payment history: Fecha, Descripción, Monto, Estado, Factura. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Historial de pagos' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Fecha', 'Descripción', 'Monto', 'Estado', 'Factura']);
    await expect(within(table).getByRole('rowheader', { name: /Auriculares/ })).toBeVisible();
  },
};

export const RowAction: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Ver factura de Pago Pedido: Nintendo/ }));
    await expect(onInvoice).toHaveBeenCalledWith('buy-3');
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        title="Sin transacciones aún"
        headingLevel={3}
        description="Tus pagos y recompensas aparecerán aquí."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sin transacciones aún' })).toBeVisible();
  },
};

/**
 * At 360 px each row is a card: every field shows its column's name next to it, nothing scrolls
 * sideways, and the grid keeps its column headers for screen readers.
 */
export const Mobile: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 328 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Historial de pagos' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const table = canvas.getByRole('grid', { name: 'Historial de pagos' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    const [, first] = within(table).getAllByRole('row');
    if (!first) throw new Error('no first row');
    for (const name of ['Fecha', 'Descripción', 'Monto', 'Estado', 'Factura']) {
      await expect(within(first).getByText(name)).toBeVisible();
    }
    const box = region.getBoundingClientRect();
    for (const cell of first.querySelectorAll('td, th')) {
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 0.5);
    }
    await expect(within(first).getByRole('rowheader', { name: /Auriculares/ })).toBeVisible();
  },
};

/** Cards keep the grid's keyboard: arrows move between the fields and the rows. */
export const MobileKeyboard: Story = {
  ...Mobile,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Historial de pagos' });
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Historial de pagos' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(table).getAllByRole('row')[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(table).getAllByRole('row')[2]).toHaveFocus();
  },
};
