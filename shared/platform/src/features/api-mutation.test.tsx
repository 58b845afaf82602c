import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import { handle, renderWithProviders, server } from '@replay/testing';
import { useApiMutation } from './api-mutation';

/** A query under `key` that counts its fetches, and a button running the mutation. */
function Probe({ fetches, onSuccess }: { fetches: jest.Mock; onSuccess: jest.Mock }) {
  useQuery({ queryKey: ['probe', 'list'], queryFn: () => fetches() as Promise<number> });
  useQuery({ queryKey: ['untouched'], queryFn: () => 0 });
  const mutation = useApiMutation({
    mutationFn: (client, productId: string, email) =>
      client.call(api.deleteProduct, { params: { id: productId }, query: { email: email ?? '' } }),
    invalidates: (productId) => [['probe', productId === 'p1' ? 'list' : 'other']],
    mutationConfig: { onSuccess },
  });
  return (
    <button type="button" onClick={() => mutation.mutate('p1')}>
      Delete
    </button>
  );
}

test('calls the endpoint with the signed-in e-mail, refetches what it invalidates, then runs onSuccess', async () => {
  const emails: (string | null)[] = [];
  server.use(
    handle(api.deleteProduct, ({ request }) => {
      emails.push(new URL(request.url).searchParams.get('email'));
      return HttpResponse.json({ acknowledged: true, deletedCount: 1 });
    }),
  );
  let count = 0;
  const fetches = jest.fn(async () => ++count);
  const onSuccess = jest.fn();
  const { user, queryClient } = renderWithProviders(<Probe fetches={fetches} onSuccess={onSuccess} />);
  await waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));

  await user.click(screen.getByRole('button', { name: 'Delete' }));

  await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  expect(fetches).toHaveBeenCalledTimes(2);
  expect(emails).toEqual(['buyer@replay.test']);
  expect(onSuccess.mock.calls[0]?.[1]).toBe('p1');
  expect(queryClient.getQueryState(['untouched'])?.isInvalidated).toBe(false);
});

test('a failed call refetches nothing and does not run onSuccess', async () => {
  server.use(handle(api.deleteProduct, () => HttpResponse.json({ message: 'Not yours' }, { status: 403 })));
  const fetches = jest.fn(async () => 1);
  const onSuccess = jest.fn();
  const { user } = renderWithProviders(<Probe fetches={fetches} onSuccess={onSuccess} />);
  await waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));

  await user.click(screen.getByRole('button', { name: 'Delete' }));

  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(onSuccess).not.toHaveBeenCalled();
  expect(fetches).toHaveBeenCalledTimes(1);
});
