import { api } from './api';
import { endpointPath } from './endpoint';

test('a path is filled with its parameters, each encoded', () => {
  expect(endpointPath(api.getProduct, { id: 'a/b c' })).toBe('/product/a%2Fb%20c');
  expect(endpointPath(api.deleteReportedProduct, { productId: 'p1' })).toBe('/report/delete/p1');
  expect(endpointPath(api.listCategories)).toBe('/categories');
});

test('a missing parameter is the caller\u2019s error, not a URL', () => {
  expect(() => endpointPath(api.getProduct, {})).toThrow('getProduct: the path parameter "id" is missing');
});

test('a reference carries what the browser needs and nothing of the schemas', () => {
  expect(api.listCategoryProducts).toEqual({
    name: 'listCategoryProducts',
    method: 'GET',
    path: '/products/:id',
    access: 'public',
    paging: 'header',
  });
});
