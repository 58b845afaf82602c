import { pagePreloadsScriptsOf } from './remote-unavailable-error';

afterEach(() => (document.head.innerHTML = ''));

it("tells whether the page preloads a remote's scripts (Retry must then load the page again)", () => {
  document.head.innerHTML = '<link rel="preload" as="script" href="http://localhost:3002/myOrders.b7c0c063bc.js">';

  expect(pagePreloadsScriptsOf('http://localhost:3002/mf-manifest.json')).toBe(true);
  expect(pagePreloadsScriptsOf('http://localhost:3003/mf-manifest.json')).toBe(false);
  expect(pagePreloadsScriptsOf('http://localhost:3002/v2/mf-manifest.json')).toBe(false);
  expect(pagePreloadsScriptsOf(undefined)).toBe(false);
});

it('is false on a page without preloads', () => {
  expect(pagePreloadsScriptsOf('http://localhost:3002/mf-manifest.json')).toBe(false);
});
