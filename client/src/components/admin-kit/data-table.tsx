import type { Key, ReactNode } from 'react';
import { useMediaQuery } from '../../lib/media-query';
import { RowActions } from './row-action';

/** Phones (the design's first breakpoint): rows become cards of "label value" lines. */
export const CARDS_QUERY = '(max-width: 767.98px)';

export interface Column<T> {
  header: string;
  /** The word before the value when the row is a card; the header by default. */
  label?: string;
  cell: (row: T) => ReactNode;
  /** `nowrap` for dates and hours, `admin-cell-break` for addresses and free text. */
  className?: string;
  /** A tooltip with the whole value when the cell shows a shortened one. */
  title?: (row: T) => string | undefined;
}

interface DataTableProps<T> {
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T, index: number) => Key;
  /** For screen readers: what the table lists. */
  caption?: string;
  /** The row's buttons (RowAction), in the last column. */
  actions?: (row: T) => ReactNode;
  actionsHeader?: string;
  className?: string;
}

/**
 * The one table of the back office: sticky header and zebra rows on a wide screen; on a phone each
 * row is a card whose lines carry their column's label, so nothing scrolls sideways at 360 px. The
 * markup stays a table at every width (screen readers keep rows, cells and headers).
 */
export function DataTable<T>({ rows, columns, rowKey, caption, actions, actionsHeader = 'Acciones', className }: DataTableProps<T>) {
  const cards = useMediaQuery(CARDS_QUERY);
  return (
    <div
      className={`table-wrap data-table-wrap${cards ? ' data-table-cards' : ''}`}
      // The wrapper scrolls (a wide table, or more rows than 70vh): without row buttons to tab to,
      // it takes the focus itself so the keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
      {...(actions ? {} : { tabIndex: 0, role: 'region', 'aria-label': caption })}
    >
      <table className={className ? `table data-table ${className}` : 'table data-table'}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
            {actions && <th scope="col">{actionsHeader}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {columns.map((c) => (
                <td key={c.header} data-label={c.label ?? c.header} className={c.className} title={c.title?.(row)}>
                  {c.cell(row)}
                </td>
              ))}
              {actions && <RowActions>{actions(row)}</RowActions>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
