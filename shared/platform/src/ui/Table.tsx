import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from './text';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

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
`;

export interface TableColumn<Row> {
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
                <td key={i}>{column.cell(row, index)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}
