import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteRouteTable } from '@replay/shared';
import { loadRemotePage } from './load-remote-page';
import { RemoteUnavailableError } from './remote-unavailable-error';
import { registerRemotesFromConfig } from './remotes-config';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);
const entry = (id: string) => remoteRouteTable.find((row) => row.id === id)!;
const page = { Component: () => null };

it('registers the remotes of remotes.json', async () => {
  jest.spyOn(global, 'fetch').mockResolvedValueOnce(
    Response.json({ buyer: 'http://localhost:3002/mf-manifest.json', admin: 'http://localhost:3004/mf-manifest.json' }),
  );

  await registerRemotesFromConfig();

  expect(mockedRegisterRemotes).toHaveBeenCalledWith([
    { name: 'buyer', entry: 'http://localhost:3002/mf-manifest.json' },
    { name: 'admin', entry: 'http://localhost:3004/mf-manifest.json' },
  ]);
});

it("loads a page through its remote's routes module", async () => {
  mockedLoadRemote.mockResolvedValueOnce({ default: { myOrders: async () => page, payment: async () => page } });

  await expect(loadRemotePage(entry('myOrders'), 0)).resolves.toBe(page);
  expect(mockedLoadRemote).toHaveBeenCalledWith('buyer/routes');
});

it('retries, re-registering the remote after each failed load, then reports it unavailable', async () => {
  mockedLoadRemote.mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));

  const error = await loadRemotePage(entry('allSellers'), 0).catch((e: unknown) => e);

  expect(error).toBeInstanceOf(RemoteUnavailableError);
  expect(error).toMatchObject({ remote: 'admin' });
  expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
  expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'admin', entry: 'http://localhost:3004/mf-manifest.json' }], { force: true });
});

it('recovers when the remote comes back', async () => {
  mockedLoadRemote.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({
    default: { allSellers: async () => page, allBuyers: async () => page, reports: async () => page },
  });

  await expect(loadRemotePage(entry('allSellers'), 0)).resolves.toBe(page);
});
