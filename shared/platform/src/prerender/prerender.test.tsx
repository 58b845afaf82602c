import { act } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { TEST_CONFIG } from '@replay/testing';
import { FIRST_COMMIT_MARK, mountApp } from '../app/mount';
import type { RouteManifest } from '../routing/route-manifest';
import { isPrerendered, prerenderRemote, renderPage } from './prerender';

const Headline = styled.h1`
  color: rebeccapurple;
`;

/** A page as a remote writes one: styled, with a part that waits for data. */
function HomePage() {
  const offers = useQuery({ queryKey: ['offers'], queryFn: () => Promise.resolve(['Zelda']) });
  return (
    <section>
      <Headline>Second-hand games</Headline>
      {offers.isSuccess ? <p>{offers.data.join(', ')}</p> : <span role="status" aria-label="Loading offers" />}
    </section>
  );
}

const manifest: RouteManifest = {
  routes: [
    { id: 'home', path: '/', title: 'Home', access: 'public', layout: 'public' },
    { id: 'news', path: '/news', title: 'News', access: 'public', layout: 'public' },
    { id: 'item', path: '/item/:id', title: 'Item', access: 'public', layout: 'public' },
    { id: 'orders', path: '/orders', title: 'Orders', access: 'user', layout: 'public' },
    { id: 'stats', path: '/dashboard/stats', title: 'Stats', access: 'public', layout: 'dashboard' },
  ],
  pages: {
    home: () => Promise.resolve({ Component: HomePage }),
    // A page with a loader needs its data before it renders: it is not prerendered.
    news: () => Promise.resolve({ Component: HomePage, loader: () => ({ items: [] }) }),
    item: () => Promise.resolve({ Component: HomePage }),
    orders: () => Promise.resolve({ Component: HomePage }),
    stats: () => Promise.resolve({ Component: HomePage }),
  },
};

describe('isPrerendered', () => {
  it('takes public pages of the public layout with a fixed path only', () => {
    expect(manifest.routes.filter(isPrerendered).map((route) => route.id)).toEqual(['home', 'news']);
  });
});

describe('prerenderRemote', () => {
  it('renders the public pages without a loader, in their loading state, with plain CSS', async () => {
    const prerender = await prerenderRemote('storefront', manifest);

    expect(prerender.routes).toEqual(manifest.routes);
    expect(Object.keys(prerender.pages)).toEqual(['/']);
    const page = prerender.pages['/']!;
    expect(page.html).toContain('Second-hand games</h1>');
    expect(page.html).toContain('aria-label="Loading offers"');
    expect(page.css).toMatch(/\.[\w-]+\{color:rebeccapurple;\}/);
    // No styled-components rehydration markers: the browser's sheet must not adopt or clear it.
    expect(page.css).not.toMatch(/data-styled|\/\*!sc\*\//);
  });
});

describe('mountApp with a prerendered page', () => {
  const config = Promise.resolve(TEST_CONFIG);

  function serverHtml() {
    document.body.innerHTML = `<div id="root">${renderPage(<p>Prerendered</p>).html}</div>`;
    return document.querySelector('#root p');
  }

  it('hydrates the HTML when the app says it renders the same page', async () => {
    const paragraph = serverHtml();
    const errors = jest.spyOn(console, 'error');
    const onFirstCommit = jest.fn();
    performance.clearMarks(FIRST_COMMIT_MARK);
    await act(() =>
      mountApp(() => ({ element: <p>Prerendered</p>, hydratable: () => Promise.resolve(true), onFirstCommit }), config),
    );
    // The server's node is kept (hydrated, not replaced) and React reported no mismatch.
    expect(document.querySelector('#root p')).toBe(paragraph);
    expect(errors).not.toHaveBeenCalled();
    // The first commit is reported once (StrictMode runs effects twice) and marked for the benchmarks.
    expect(onFirstCommit).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName(FIRST_COMMIT_MARK)).toHaveLength(1);
  });

  it('replaces the HTML when the app renders something else (a signed-in visitor)', async () => {
    const paragraph = serverHtml();
    await act(() =>
      mountApp(() => ({ element: <p>Welcome back</p>, hydratable: () => Promise.resolve(false) }), config),
    );
    expect(document.querySelector('#root p')).not.toBe(paragraph);
    expect(document.querySelector('#root')).toHaveTextContent('Welcome back');
  });
});
