import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { ApiClientError } from '../api/api-error';
import { renderWithProviders } from '@replay/testing';
import { Avatar } from './Avatar';
import { ConfirmModal, Sheet } from './Modal';
import { LoadError, QueryContent, type ContentQuery } from './QueryStatus';
import { Table } from './Table';

describe('ConfirmModal', () => {
  it('asks "Are you sure?" with Yes and No', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = renderWithProviders(<ConfirmModal open onConfirm={onConfirm} onCancel={onCancel} />);

    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'No' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('is a native modal dialog: Escape and the backdrop cancel (not while busy), and focus returns to the opener', async () => {
    function Page({ busy = false }: { busy?: boolean }) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Delete Zelda
          </button>
          <ConfirmModal open={open} busy={busy} onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
        </>
      );
    }
    const { user, unmount } = renderWithProviders(<Page />);
    const opener = screen.getByRole('button', { name: 'Delete Zelda' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    unmount();
    renderWithProviders(<Page busy />);
    await user.click(screen.getByRole('button', { name: 'Delete Zelda' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    renderWithProviders(<ConfirmModal open={false} onConfirm={jest.fn()} onCancel={jest.fn()} />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Sheet', () => {
  it("is Modal's native modal dialog (named by its title, its buttons, Escape cancels); only its layout differs", async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = renderWithProviders(
      <Sheet
        open
        title="Filters"
        cancelLabel="Close"
        confirmLabel="Show results"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>3 results</p>
      </Sheet>,
    );

    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(sheet.tagName).toBe('DIALOG');
    expect(sheet).toHaveAttribute('open');
    expect(sheet).toHaveTextContent('3 results');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    fireEvent(sheet, new Event('cancel', { cancelable: true }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('Table', () => {
  const columns = [
    { header: '#', cell: (_: { name: string }, index: number) => index + 1 },
    { header: 'Name', cell: (row: { name: string }) => row.name },
  ];

  it('numbers the rows', async () => {
    renderWithProviders(
      <Table columns={columns} rows={[{ name: 'Zelda' }, { name: 'Mario' }]} rowKey={(r) => r.name} emptyText="none" />,
    );

    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['#Name', '1Zelda', '2Mario']);
  });

  it("labels each cell with its column's header, the label a phone's card shows beside the value", async () => {
    renderWithProviders(<Table columns={columns} rows={[{ name: 'Zelda' }]} rowKey={(r) => r.name} emptyText="none" />);

    const cells = await screen.findAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['#', 'Name']);
  });

  it('shows the empty text instead of an empty table', async () => {
    renderWithProviders(
      <Table columns={columns} rows={[]} rowKey={(r) => r.name} emptyText="There is no Buyer to show" />,
    );

    expect(await screen.findByText('There is no Buyer to show')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Avatar', () => {
  it('shows the photo, named by alt', () => {
    renderWithProviders(<Avatar src="https://img.test/ada.png" alt="Ada Lovelace" />);

    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', 'https://img.test/ada.png');
  });

  it('shows the initials of the first two words without a photo', () => {
    renderWithProviders(<Avatar src="" alt="ada king lovelace" />);

    expect(screen.getByRole('img', { name: 'ada king lovelace' })).toHaveTextContent(/^AK$/);
  });
});

describe('LoadError', () => {
  it("says what failed with the server's message and retries", async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(
      <LoadError
        error={new ApiClientError('Sellers only', 403)}
        context="Your products could not be loaded"
        onRetry={onRetry}
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(/^Your products could not be loaded: Sellers only$/);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no Retry without onRetry', () => {
    renderWithProviders(<LoadError error={new Error('Only admins can do this')} />);

    expect(screen.getByRole('alert')).toHaveTextContent(/^Only admins can do this$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('QueryContent', () => {
  const query = (state: Partial<ContentQuery<string[]>>): ContentQuery<string[]> => ({
    isPending: false,
    isError: false,
    error: null,
    data: undefined,
    refetch: jest.fn(),
    ...state,
  });
  const list = (items: string[]) => (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

  it('shows the spinner while the query loads', () => {
    renderWithProviders(
      <QueryContent query={query({ isPending: true })} label="Loading games">
        {list}
      </QueryContent>,
    );

    expect(screen.getByRole('status', { name: 'Loading games' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the content once the query has its data', () => {
    renderWithProviders(<QueryContent query={query({ data: ['Zelda'] })}>{list}</QueryContent>);

    expect(screen.getByRole('listitem')).toHaveTextContent('Zelda');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("says what failed with the server's message, and Retry asks again", async () => {
    const failed = query({ isError: true, error: new ApiClientError('Sellers only', 403) });
    const { user } = renderWithProviders(
      <QueryContent query={failed} context="Your games could not be loaded">
        {list}
      </QueryContent>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(/^Your games could not be loaded: Sellers only$/);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text instead of an empty list', () => {
    renderWithProviders(
      <QueryContent query={query({ data: [] })} empty="No games yet">
        {list}
      </QueryContent>,
    );

    expect(screen.getByText('No games yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers Load more under a paged list while there is a next page', async () => {
    const fetchNextPage = jest.fn();
    const paged = query({ data: ['Zelda'], hasNextPage: true, isFetchingNextPage: false, fetchNextPage });
    const { user } = renderWithProviders(<QueryContent query={paged}>{list}</QueryContent>);

    expect(screen.getByRole('listitem')).toHaveTextContent('Zelda');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('offers no Load more once the last page is in', () => {
    const paged = query({ data: ['Zelda'], hasNextPage: false, isFetchingNextPage: false, fetchNextPage: jest.fn() });
    renderWithProviders(<QueryContent query={paged}>{list}</QueryContent>);

    expect(screen.getByRole('listitem')).toHaveTextContent('Zelda');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
