import { act, screen, waitFor } from '@testing-library/react';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { renderWithProviders } from '@replay/testing';
import { useConfirmedAction, type ConfirmedAction } from './use-confirmed-action';

interface Row {
  id: string;
  name: string;
}

/** Renders the hook over a mutation that resolves or rejects, and hands back its latest value. */
function setUp(mutationFn: (id: string) => Promise<unknown>) {
  const calls: string[] = [];
  let latest!: ConfirmedAction<Row>;
  function Harness() {
    const mutation: UseMutationResult<unknown, Error, string> = useMutation({
      mutationFn: (id: string) => {
        calls.push(id);
        return mutationFn(id);
      },
    });
    latest = useConfirmedAction({ mutation, variablesOf: (row: Row) => row.id, successText: 'Row deleted' });
    return null;
  }
  renderWithProviders(<Harness />);
  return { calls, current: () => latest };
}

describe('useConfirmedAction', () => {
  const row = { id: 'r1', name: 'Zelda' };

  it('runs the mutation with the confirmed row, toasts the success text and closes', async () => {
    const { calls, current } = setUp(async () => ({ ok: true }));

    expect(current().modalProps.open).toBe(false);
    act(() => current().ask(row));
    expect(current().target).toBe(row);
    expect(current().modalProps.open).toBe(true);
    act(() => current().modalProps.onConfirm());

    expect(await screen.findByText('Row deleted')).toBeInTheDocument();
    expect(calls).toEqual(['r1']);
    await waitFor(() => expect(current().target).toBeNull());
  });

  it("toasts the failure's message and closes", async () => {
    const { current } = setUp(async () => {
      throw new Error('Seller not found');
    });

    act(() => current().ask(row));
    act(() => current().modalProps.onConfirm());

    expect(await screen.findByText('Seller not found')).toBeInTheDocument();
    expect(screen.queryByText('Row deleted')).not.toBeInTheDocument();
    await waitFor(() => expect(current().target).toBeNull());
  });

  it('runs nothing when cancelled', () => {
    const { calls, current } = setUp(async () => ({ ok: true }));

    act(() => current().ask(row));
    act(() => current().modalProps.onCancel());
    act(() => current().modalProps.onConfirm());

    expect(current().target).toBeNull();
    expect(calls).toEqual([]);
  });
});
