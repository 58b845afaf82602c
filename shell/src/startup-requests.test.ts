import type * as StartupModule from './startup-requests';

/** A fresh copy of the module (it starts its requests once per page). */
function freshModule(): typeof StartupModule {
  let module: typeof StartupModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof StartupModule>('./startup-requests');
  });
  return module!;
}

const config = { apiUrl: 'http://api.test', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } };
const remotes = { storefront: 'http://storefront.test/mf-manifest.json' };

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  document.head.innerHTML = '';
  fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url) =>
      Response.json(String(url) === '/config.json' ? { fetched: 'config' } : { fetched: 'remotes' }),
    );
});
afterEach(() => fetchSpy.mockRestore());

function pageCarries(text: string) {
  const script = document.createElement('script');
  script.id = 'startup-data';
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

it('takes the configuration and the remotes from the page when the server wrote them, fetching nothing', async () => {
  pageCarries(JSON.stringify({ config, remotes }));
  const requests = freshModule().startupRequests();
  await expect(requests.config).resolves.toEqual(config);
  await expect(requests.remotes).resolves.toEqual(remotes);
  expect(fetchSpy).not.toHaveBeenCalled();
});

it("takes the remotes' routes and the page's early API responses the server and the inline script left", async () => {
  const routes = { storefront: [{ id: 'home', path: '/' }] };
  pageCarries(JSON.stringify({ config, remotes, routes }));
  const taken = jest.fn(() => Promise.resolve(Response.json(['early'])));
  (globalThis as Record<string, unknown>).__replayEarlyRequests = { take: taken };
  try {
    const requests = freshModule().startupRequests();
    expect(requests.routes).toEqual(routes);
    await expect(requests.api.take('http://api.test/categories')).resolves.toBeInstanceOf(Response);
    expect(taken).toHaveBeenCalledWith('http://api.test/categories');
  } finally {
    delete (globalThis as Record<string, unknown>).__replayEarlyRequests;
  }
});

it('fetches /config.json and /remotes.json when the page carries nothing, once for every caller', async () => {
  const { startupRequests } = freshModule();
  const requests = startupRequests();
  expect(startupRequests()).toBe(requests);
  await expect(requests.config).resolves.toEqual({ fetched: 'config' });
  await expect(requests.remotes).resolves.toEqual({ fetched: 'remotes' });
  expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/config.json', '/remotes.json']);
});

it('fetches what the page data lacks or cannot be read', async () => {
  pageCarries(JSON.stringify({ config }));
  const partial = freshModule().startupRequests();
  await expect(partial.config).resolves.toEqual(config);
  await expect(partial.remotes).resolves.toEqual({ fetched: 'remotes' });

  document.head.innerHTML = '';
  pageCarries('{ not json');
  const unreadable = freshModule().startupRequests();
  await expect(unreadable.config).resolves.toEqual({ fetched: 'config' });
  await expect(unreadable.remotes).resolves.toEqual({ fetched: 'remotes' });
});
