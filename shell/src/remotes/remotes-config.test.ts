import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { preloadRouteRemote, registerRemotesFromConfig, remoteToPreload } from './remotes-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const manifests = {
  storefront: 'http://localhost:3001/mf-manifest.json',
  buyer: 'http://localhost:3002/mf-manifest.json',
  admin: 'http://localhost:3004/mf-manifest.json',
};

beforeEach(async () => {
  await registerRemotesFromConfig(Promise.resolve(manifests));
  localStorage.clear();
});

it('registers the remotes of a request already under way', () => {
  expect(jest.mocked(registerRemotes)).toHaveBeenLastCalledWith([
    { name: 'storefront', entry: manifests.storefront },
    { name: 'buyer', entry: manifests.buyer },
    { name: 'admin', entry: manifests.admin },
  ]);
});

it('preloads the remote of public pages for everyone', () => {
  expect(remoteToPreload('/', false)).toBe('storefront');
  expect(remoteToPreload('/blog', false)).toBe('storefront');
});

it('preloads the remote of protected pages only for visitors who seem signed in', () => {
  expect(remoteToPreload('/category/42', false)).toBeNull();
  expect(remoteToPreload('/category/42', true)).toBe('storefront');
  expect(remoteToPreload('/dashboard/myorders', true)).toBe('buyer');
  expect(remoteToPreload('/dashboard/allsellers', true)).toBe('admin');
});

it('preloads nothing for shell pages, unknown paths and remotes missing from the configuration', () => {
  expect(remoteToPreload('/login', true)).toBeNull();
  expect(remoteToPreload('/dashboard', true)).toBeNull();
  expect(remoteToPreload('/no/such/page', true)).toBeNull();
  expect(remoteToPreload('/dashboard/myproducts', true)).toBeNull();
});

it("preloads only the remote's entry and routes chunk, never its copies of shared modules", () => {
  localStorage.setItem('accessToken', 'token');

  preloadRouteRemote('/dashboard/myorders');

  expect(jest.mocked(preloadRemote)).toHaveBeenCalledWith([
    { nameOrAlias: 'buyer', exposes: ['./routes'], resourceCategory: 'sync', share: false, depsRemote: false },
  ]);
});
