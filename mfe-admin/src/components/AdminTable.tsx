import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult, UseMutationResult } from '@tanstack/react-query';
import {
  Button,
  ButtonRow,
  ConfirmModal,
  LoadError,
  LoadMore,
  Loading,
  Table,
  useConfirmedAction,
  type TableColumn,
} from '@replay/platform';

export interface AdminTableProps<Row> {
  /** The list query, a page at a time (GET /role/buyers, /role/sellers, /report, /admin/message-reports). */
  query: UseInfiniteQueryResult<Row[], Error>;
  /** The columns between the row number and the Action column. */
  columns: ReadonlyArray<TableColumn<Row>>;
  rowKey: (row: Row) => string;
  emptyText: string;
  /** Actions shown before Delete (a seller's Verify button or Verified badge). */
  actions?: (row: Row) => ReactNode;
  /** The delete mutation; it takes the id `deleteId` gives for a row. */
  deleteMutation: UseMutationResult<unknown, Error, string>;
  deleteId: (row: Row) => string;
  /** The delete button's text (`Delete` unless said). */
  deleteLabel?: string;
  /** Toast shown after a successful delete. */
  deleteSuccessText: string;
  /** What the confirmation says will be deleted, under "Are you sure?". */
  deleteDescription: (row: Row) => ReactNode;
}

/**
 * The admin's lists: number, the given columns, and an Action column with
 * Delete (or the label given) behind the "Are you sure?" Yes/No confirmation. Loading, failure and the empty text
 * are handled here once for every list.
 */
export function AdminTable<Row>({
  query,
  columns,
  rowKey,
  emptyText,
  actions,
  deleteMutation,
  deleteId,
  deleteLabel = 'Delete',
  deleteSuccessText,
  deleteDescription,
}: AdminTableProps<Row>) {
  const deletion = useConfirmedAction({
    mutation: deleteMutation,
    variablesOf: deleteId,
    successText: deleteSuccessText,
  });

  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} />;

  const allColumns: ReadonlyArray<TableColumn<Row>> = [
    { header: '#', cell: (_, index) => index + 1 },
    ...columns,
    {
      header: 'Action',
      cell: (row) => (
        <ButtonRow>
          {actions?.(row)}
          <Button type="button" $small $variant="danger" onClick={() => deletion.ask(row)}>
            {deleteLabel}
          </Button>
        </ButtonRow>
      ),
    },
  ];

  return (
    <>
      <Table columns={allColumns} rows={query.data} rowKey={rowKey} emptyText={emptyText} />
      <LoadMore query={query} />
      <ConfirmModal {...deletion.modalProps}>
        {deletion.target !== null && <p>{deleteDescription(deletion.target)}</p>}
      </ConfirmModal>
    </>
  );
}
