import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './use-hydrated';

function Submit() {
  return <button disabled={!useHydrated()}>Login</button>;
}

it('keeps a prerendered button disabled until the page is hydrated', async () => {
  const html = renderToString(<Submit />);
  expect(html).toContain('disabled');

  document.body.innerHTML = `<div id="root">${html}</div>`;
  const root = await act(async () => hydrateRoot(document.getElementById('root')!, <Submit />));
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  act(() => root.unmount());
  document.body.innerHTML = '';
});

it('is true at once for a page rendered in the browser', () => {
  render(<Submit />);
  expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
});
