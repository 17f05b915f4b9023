import type { ReactNode } from 'react';
import { Cell, Column, Row, Table as AriaTable, TableBody, TableHeader } from 'react-aria-components';
import * as s from './Table.css';

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
 * A data table (react-aria Table: grid keyboard navigation, row headers). Narrower than 600 px
 * (its own width, not the screen's), each row is a card and every cell shows its column's name,
 * so nothing hides off to the side; the header row stays for screen readers, so the grid reads
 * the same at any width. A wide table squeezed into a wider box scrolls inside it, never the page.
 */
export function Table<T extends { id: string | number }>({
  'aria-label': label,
  columns,
  rows,
  emptyState,
  className,
}: TableProps<T>) {
  return (
    <div className={[s.frame, className].filter(Boolean).join(' ')}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable for keyboard users (axe: scrollable-region-focusable) */}
      <div className={s.scroller} role="region" aria-label={label} tabIndex={0}>
        <AriaTable aria-label={label} className={s.table}>
          <TableHeader columns={columns} className={s.header}>
            {(col) => (
              <Column
                id={col.id}
                isRowHeader={col.isRowHeader}
                className={[s.column, col.align === 'end' ? s.end : ''].filter(Boolean).join(' ')}
              >
                {col.name}
              </Column>
            )}
          </TableHeader>
          <TableBody items={rows} className={s.body} renderEmptyState={emptyState ? () => emptyState : undefined}>
            {(item) => (
              <Row id={item.id} columns={columns} className={s.row}>
                {(col) => (
                  <Cell className={[s.cell, col.align === 'end' ? s.end : ''].filter(Boolean).join(' ')}>
                    {/* The header already names the cell for screen readers: this copy is for the eyes. */}
                    <span className={s.cellLabel} aria-hidden="true">
                      {col.name}
                    </span>
                    <span className={s.cellValue}>{col.render(item)}</span>
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </AriaTable>
      </div>
    </div>
  );
}
