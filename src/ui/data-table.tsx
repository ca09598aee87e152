import type { ReactNode } from 'react';
import { styled } from '../styles/sheet';
import { narrow, theme } from '../styles/theme';

export interface Column<T> {
  /** The header text, exactly as docs/product.md writes it under its screen. */
  label: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned (money, quantities), and never broken inside. */
  numeric?: boolean;
  /** Never broken inside, as a number is not (a charge's number): on a tight table the other columns wrap instead. */
  whole?: boolean;
}

const Table = styled('table')`
  width: 100%;
  background: ${theme.surface};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  overflow: hidden;
  & th, & td { padding: 12px 16px; text-align: left; vertical-align: top; border-bottom: 1px solid ${theme.border}; }
  /* A long unbroken value (an 80-character company name) wraps inside its column instead of
     pushing the table out of the portal. */
  & td { overflow-wrap: anywhere; }
  /* A number broken in the middle of its digits ('8123' over '7') reads as two: these cells keep
     their values whole, and the table narrows its other columns. */
  & td[data-whole] { overflow-wrap: normal; }
  & th { font-size: 0.8125em; text-transform: uppercase; letter-spacing: 0.04em; color: ${theme.muted}; background: #faf8f8; }
  & td[data-numeric], & th[data-numeric] { text-align: right; font-variant-numeric: tabular-nums; }
  & tbody tr:last-child td { border-bottom: none; }
  & tbody tr[data-clickable] { cursor: pointer; }
  & .pc-row-action { min-height: 24px; padding: 0; border: none; background: none; color: ${theme.primary}; font-weight: 600; text-align: left; text-decoration: underline; text-underline-offset: 3px; }
  & tbody tr[data-clickable]:hover td { background: ${theme.primarySoft}; }
  ${narrow} {
    /* Stacked rows at max width 1024px. Each cell shows its column label from
       data-label; the header row stays in the accessibility tree (visually hidden), so screen
       readers still announce column names. */
    & thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    & tr { display: block; padding: 8px 0; border-bottom: 1px solid ${theme.border}; }
    & tbody tr:last-child { border-bottom: none; }
    & td { display: grid; grid-template-columns: minmax(110px, 40%) minmax(0, 1fr); gap: 12px; padding: 6px 16px; border: none; text-align: left; }
    & td[data-numeric] { text-align: left; }
    /* A badge keeps its own width instead of stretching across the value column (a row's button
       keeps the whole width: a bigger target). */
    & td > span { justify-self: start; }
    /* The second content hides the visible label from screen readers, which already announce the
       column header (without it a cell reads 'STATUS Pago'); a browser without the alt-text syntax
       keeps the first. */
    & td::before { content: attr(data-label); content: attr(data-label) / ''; font-weight: 600; font-size: 0.8125em; text-transform: uppercase; color: ${theme.muted}; }
  }
`;

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
  /** Makes each row an action (docs/product.md, "Event list" and "Services"). Keyboard: Enter or Space. */
  onRowClick?: (row: T) => void;
  /** Tooltip and accessible description of a clickable row. */
  rowTitle?: string;
  /** A row's group, as its `data-group` (a screen may style or fold one group, e.g. paid charges). */
  rowGroup?: (row: T) => string | undefined;
  id?: string;
}

/** The portal's tables: plain rows on wide screens, labelled stacked rows on narrow ones. */
export function DataTable<T>({ caption, columns, rows, rowKey, onRowClick, rowTitle, rowGroup, id }: DataTableProps<T>) {
  return (
    // Explicit roles: some browsers (older WebKit) drop a table's semantics once its rows are
    // restyled as blocks, and the stacked rows rely on the column headers being announced.
    <Table role="table" part="table" id={id}>
      <caption className="pc-visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.label} role="columnheader" scope="col" data-numeric={column.numeric || undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row, index) => (
          <tr
            key={rowKey(row, index)}
            role="row"
            data-group={rowGroup?.(row)}
            data-clickable={onRowClick ? '' : undefined}
            title={onRowClick ? rowTitle : undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
          >
            {columns.map((column, columnIndex) => (
              <td
                key={column.label}
                role="cell"
                data-label={column.label}
                data-numeric={column.numeric || undefined}
                data-whole={column.numeric || column.whole || undefined}
              >
                {onRowClick && columnIndex === 0 ? (
                  // The row's action for keyboards and screen readers; the row itself takes mouse clicks.
                  <button
                    type="button"
                    className="pc-row-action"
                    title={rowTitle}
                    onClick={(event) => {
                      event.stopPropagation();
                      onRowClick(row);
                    }}
                  >
                    {column.cell(row)}
                  </button>
                ) : (
                  column.cell(row)
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
