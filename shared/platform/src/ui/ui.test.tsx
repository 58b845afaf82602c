import { screen } from '@testing-library/react';
import { ApiClientError } from '../api/api-error';
import { renderWithProviders } from '@replay/testing';
import { Avatar } from './Avatar';
import { ConfirmModal } from './Modal';
import { LoadError } from './QueryStatus';
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

  it('renders nothing when closed', () => {
    renderWithProviders(<ConfirmModal open={false} onConfirm={jest.fn()} onCancel={jest.fn()} />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
