import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from './text';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    overflow-x: visible;
    border: none;
    background: none;
  }
`;

/**
 * Below 768 px each row is a card: one line per column, its header as the label beside its value,
 * so every value and every action is in sight without scrolling sideways. The elements stay a
 * table (headers and cells for screen readers); the header row is there for them, not shown.
 */
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.colors.background};
    font-weight: 700;
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    &,
    tbody,
    tr,
    td {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tbody tr {
      margin-bottom: ${({ theme }) => theme.space(3)};
      padding: 0 ${({ theme }) => theme.space(4)};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.colors.surface};
    }
    tbody tr td {
      display: grid;
      grid-template-columns: minmax(5.5rem, 35%) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space(3)};
      align-items: center;
      justify-items: start;
      padding: ${({ theme }) => theme.space(2)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      overflow-wrap: anywhere;
    }
    tbody tr td:last-child {
      border-bottom: none;
    }
    /* A column with nothing to show for this row (an order with no action left). */
    td:empty {
      display: none;
    }
    /* The label is read from the column's header already: empty alternative text for screen readers. */
    td::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      font-weight: 600;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

export interface TableColumn<Row> {
  /** The column's header; on a phone, the label beside each of its values (when it is text). */
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
}

export interface TableProps<Row> {
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  emptyText: ReactNode;
}

/** A data table; the spec's "number" column is `{ header: '#', cell: (_, i) => i + 1 }`. */
export function Table<Row>({ columns, rows, rowKey, emptyText }: TableProps<Row>) {
  if (rows.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <Scroll>
      <StyledTable>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i}>{column.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row)}>
              {columns.map((column, i) => (
                <td key={i} data-label={typeof column.header === 'string' ? column.header : undefined}>
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}
