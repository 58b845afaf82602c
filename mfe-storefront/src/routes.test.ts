import { api } from '@replay/contract';
import { expectRouteManifest } from '@replay/testing';
import manifest from './routes';

expectRouteManifest('storefront', manifest);

describe('who may open what', () => {
  const route = (id: string) => manifest.routes.find((entry) => entry.id === id)!;

  it('lets anyone look at the search, a product and a seller; a category and the dashboard pages still need a sign-in', () => {
    expect(['search', 'product', 'seller'].map((id) => route(id).access)).toEqual(['public', 'public', 'public']);
    expect(route('category').access).toBe('user');
    expect(manifest.routes.filter((entry) => entry.layout === 'dashboard').map((entry) => entry.access)).not.toContain(
      'public',
    );
  });

  it("starts the home page's Fresh listings (the newest products) and their hearts with the page", () => {
    expect(route('home').requests).toEqual(
      expect.arrayContaining([
        { endpoint: api.searchProducts, query: { sort: 'newest', limit: 8 } },
        { endpoint: api.listFavourites },
      ]),
    );
  });
});
