import type { OwnedRoute } from '@replay/platform';
import { onFirstIntent, prefetchOnIntent } from './prefetch-on-intent';

const route = (id: string, path: string): OwnedRoute => ({
  remote: 'storefront',
  id,
  path,
  title: id,
  access: 'public',
  layout: 'public',
});
const routes = [route('home', '/'), route('category', '/category/:id'), route('product', '/product/:id')];

let stop = () => {};
afterEach(() => stop());

function link(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Open</span>';
  document.body.append(anchor);
  return anchor;
}

it('prefetches the page a link leads to when it is pointed at, focused or touched, once per page', () => {
  const prefetch = jest.fn();
  stop = prefetchOnIntent(routes, prefetch);
  const category = link('/category/7');

  category.firstElementChild!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  category.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  link('/category/8').dispatchEvent(new Event('touchstart', { bubbles: true }));
  link('/product/3').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));

  expect(prefetch.mock.calls.map(([page]) => (page as OwnedRoute).id)).toEqual(['category', 'product']);
});

it("leaves other sites, the shell's own pages and non-links alone, and stops when asked", () => {
  const prefetch = jest.fn();
  stop = prefetchOnIntent(routes, prefetch);

  link('https://example.com/category/7').dispatchEvent(new Event('pointerover', { bubbles: true }));
  link('/login').dispatchEvent(new Event('pointerover', { bubbles: true }));
  document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
  stop();
  link('/product/1').dispatchEvent(new Event('pointerover', { bubbles: true }));

  expect(prefetch).not.toHaveBeenCalled();
});

it('prepares once, at the first pointing, focus, touch or key press anywhere, then stops listening', () => {
  const prepare = jest.fn();
  stop = onFirstIntent(prepare);
  expect(prepare).not.toHaveBeenCalled();

  document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
  link('/category/7').dispatchEvent(new Event('pointerover', { bubbles: true }));
  document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));

  expect(prepare).toHaveBeenCalledTimes(1);
});

it.each(['pointerover', 'focusin', 'touchstart'])('prepares at a first %s', (type) => {
  const prepare = jest.fn();
  stop = onFirstIntent(prepare);
  document.body.dispatchEvent(new Event(type, { bubbles: true }));
  expect(prepare).toHaveBeenCalledTimes(1);
});

it('does not prepare once stopped', () => {
  const prepare = jest.fn();
  onFirstIntent(prepare)();
  document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  expect(prepare).not.toHaveBeenCalled();
});
