import type { ReactNode } from 'react';
import { Cell, Column, Row, Table as AriaTable, TableBody, TableHeader } from 'react-aria-components';
import { cell, column as columnClass, end, row as rowClass, scroller, table } from './Table.css';

export interface TableColumn<T> {
  /** Unique column id. */
  id: string;
  /** Header text ("Fecha", "Monto"). */
  name: string;
  /** Cell content for a row. */
  render: (row: T) => ReactNode;
  /**
   * The column that names each row for screen readers (one per table).
   * @default false
   */
  isRowHeader?: boolean;
  /**
   * Alignment; `end` for amounts.
   * @default 'start'
   */
  align?: 'start' | 'end';
}

export interface TableProps<T extends { id: string | number }> {
  /** Name of the table ("Historial de pagos"). */
  'aria-label': string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** Shown in the body when there are no rows (an EmptyState). */
  emptyState?: ReactNode;
  className?: string;
}

/**
 * A data table (react-aria Table: grid keyboard navigation, row headers). It scrolls sideways
 * inside its own box on narrow screens, so the page never does.
 */
export function Table<T extends { id: string | number }>({
  'aria-label': label,
  columns,
  rows,
  emptyState,
  className,
}: TableProps<T>) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable for keyboard users (axe: scrollable-region-focusable)
    <div className={[scroller, className].filter(Boolean).join(' ')} role="region" aria-label={label} tabIndex={0}>
      <AriaTable aria-label={label} className={table}>
        <TableHeader columns={columns}>
          {(col) => (
            <Column
              id={col.id}
              isRowHeader={col.isRowHeader}
              className={[columnClass, col.align === 'end' ? end : ''].filter(Boolean).join(' ')}
            >
              {col.name}
            </Column>
          )}
        </TableHeader>
        <TableBody items={rows} renderEmptyState={emptyState ? () => emptyState : undefined}>
          {(item) => (
            <Row id={item.id} columns={columns} className={rowClass}>
              {(col) => (
                <Cell className={[cell, col.align === 'end' ? end : ''].filter(Boolean).join(' ')}>
                  {col.render(item)}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}
