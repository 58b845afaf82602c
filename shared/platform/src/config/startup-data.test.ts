import { readStartupData, STARTUP_DATA_ID, startupDataScript, type StartupData } from './startup-data';

const data: StartupData = {
  config: { apiUrl: 'http://api.test', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } },
  remotes: { storefront: 'http://storefront.test/mf-manifest.json', buyer: 'http://buyer.test/mf-manifest.json' },
  routes: {
    storefront: [{ id: 'home', path: '/', title: 'Home', access: 'public', layout: 'public' }],
    buyer: [
      { id: 'myOrders', path: '/dashboard/myorders', title: 'My Orders', access: ['buyer'], layout: 'dashboard' },
    ],
  },
  page: {
    requests: [
      { url: 'http://api.test/categories', anonymous: true },
      { url: 'http://api.test/me', roles: ['buyer'] },
    ],
  },
};

/** What the browser reads back from the element the server wrote. */
function readBack(html: string) {
  document.head.innerHTML = html;
  return readStartupData(document.getElementById(STARTUP_DATA_ID)?.textContent);
}

afterEach(() => (document.head.innerHTML = ''));

it('reads back what the server wrote, whole', () => {
  expect(readBack(startupDataScript(data))).toEqual(data);
});

it('keeps a value that holds "</script>" inside the element', () => {
  const title = 'Deals </script><script>alert(1)</script>';
  const withTitle: StartupData = {
    ...data,
    routes: { storefront: [{ id: 'home', path: '/', title, access: 'public', layout: 'public' }] },
  };

  expect(readBack(`${startupDataScript(withTitle)}<meta name="after">`).routes?.storefront?.[0]?.title).toBe(title);
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
});

it('leaves out each part that does not read as its type, and a remote whose routes do not', () => {
  const partial = readStartupData(
    JSON.stringify({
      config: { apiUrl: 42 },
      remotes: { storefront: 'http://storefront.test/mf-manifest.json', buyer: null },
      routes: { storefront: data.routes.storefront, seller: 'not routes', admin: [{ id: 'x' }] },
      page: {
        requests: [{ url: 'http://api.test/categories' }, { path: '/categories' }, { url: 'u', roles: 'buyer' }],
      },
    }),
  );

  expect(partial).toEqual({
    routes: { storefront: data.routes.storefront },
    page: { requests: [{ url: 'http://api.test/categories' }] },
  });
});

it('reads nothing from a page without startup data or with text that is not JSON', () => {
  expect(readStartupData(undefined)).toEqual({});
  expect(readStartupData('{ not json')).toEqual({});
  expect(readStartupData('[1, 2]')).toEqual({});
  expect(readStartupData('null')).toEqual({});
});
