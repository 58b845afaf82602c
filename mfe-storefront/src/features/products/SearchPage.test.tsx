import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server, phoneStyle } from '@replay/testing';
import { aCategory, aProduct, savedItemsHandler } from '../../testing/fixtures';
import { Component as SearchPage } from './SearchPage';

beforeEach(() => server.use(savedItemsHandler()));

/** Answers searches from `pages` (by cursor) and records each request's query string. */
function serveSearch(pages: Record<string, { titles: string[]; next?: string }>) {
  const queries: string[] = [];
  server.use(
    handle(api.listCategories, () => HttpResponse.json([aCategory({ _id: 'cat-nin', category_name: 'Nintendo' })])),
    handle(api.searchProducts, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params.toString());
      const page = pages[params.get('cursor') ?? ''] ?? { titles: [] };
      return HttpResponse.json({
        items: page.titles.map((title, index) => aProduct({ _id: `${title}-${index}`, title })),
        nextCursor: page.next ?? null,
      });
    }),
  );
  return queries;
}

const renderSearch = (url: string) =>
  renderWithProviders(<SearchPage />, { route: url, path: '/search', auth: fakeAuth('buyer') });

describe('SearchPage', () => {
  it('searches with the state its URL holds, and shows it in the form', async () => {
    const queries = serveSearch({ '': { titles: ['Zelda: Breath of the Wild'] } });
    renderSearch('/search?q=zelda&condition=Good&maxPrice=50&sort=price_asc');

    expect(await screen.findByRole('link', { name: 'Zelda: Breath of the Wild' })).toBeInTheDocument();
    expect(queries).toEqual(['q=zelda&condition=Good&maxPrice=50&sort=price_asc']);
    expect(screen.getByLabelText('Keywords')).toHaveValue('zelda');
    expect(screen.getByLabelText('Condition')).toHaveValue('Good');
    expect(screen.getByLabelText('Max price ($)')).toHaveValue(50);
    expect(screen.getByLabelText('Sort by')).toHaveValue('price_asc');
    expect(screen.getByLabelText('Available only')).toBeChecked();
  });

  it('puts each filter change in the URL (a step in history) and searches again', async () => {
    const queries = serveSearch({ '': { titles: ['Mario Kart 8'] } });
    const { user, router } = renderSearch('/search?q=mario');
    await screen.findByRole('link', { name: 'Mario Kart 8' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'discount');
    await user.click(screen.getByLabelText('Verified sellers only'));
    await user.click(screen.getByLabelText('Available only'));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=mario&verified=true&available=false&sort=discount'),
    );
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(queries.at(-1)).toBe('q=mario&verified=true&available=false&sort=discount'));
  });

  it('has the filters in a sheet too (a phone shows them there), saying how many results they give', async () => {
    serveSearch({ '': { titles: ['Mario Kart 8', 'Mario Odyssey'], next: 'c2' } });
    const { user, router } = renderSearch('/search?q=mario');
    await screen.findByRole('link', { name: 'Mario Kart 8' });

    // Only a phone shows the button (a media query, which jsdom does not apply): found by its text.
    const open = screen.getByText('Filters', { selector: 'button' });
    await user.click(open);
    const sheet = within(screen.getByRole('dialog', { name: 'Filters' }));
    expect(sheet.getByText('2+ results')).toBeInTheDocument();

    const queries = serveSearch({ '': { titles: ['Mario Kart 8'] } });
    await user.selectOptions(sheet.getByLabelText('Condition'), 'Good');
    await waitFor(() => expect(router.state.location.search).toBe('?q=mario&condition=Good'));
    expect(await sheet.findByText('1 result')).toBeInTheDocument();

    await user.click(sheet.getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(queries).toEqual(['q=mario&condition=Good']);
  });

  it('waits for a pause in typing: no request per keystroke', async () => {
    const queries = serveSearch({ '': { titles: ['Halo Infinite'] } });
    const { user, router } = renderSearch('/search');
    await screen.findByRole('link', { name: 'Halo Infinite' });

    await user.type(screen.getByLabelText('Keywords'), 'halo');

    await waitFor(() => expect(router.state.location.search).toBe('?q=halo'));
    await waitFor(() => expect(queries.at(-1)).toBe('q=halo'));
    expect(queries).toEqual(['', 'q=halo']);
  });

  it('loads more results with the cursor of the last page, and says when nothing matches', async () => {
    const queries = serveSearch({ '': { titles: ['Doom'], next: 'c2' }, c2: { titles: ['Doom Eternal'] } });
    const { user } = renderSearch('/search?q=doom');
    await screen.findByRole('link', { name: 'Doom' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Doom Eternal' })).toBeInTheDocument();
    expect(queries).toEqual(['q=doom', 'q=doom&cursor=c2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when no game matches, with a way to every game', async () => {
    serveSearch({});
    renderSearch('/search?q=pokemon');
    expect(await screen.findByText('No games match your search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all games' })).toHaveAttribute('href', '/search');
  });

  it('shows the results as photo tiles, each a link with its price, and a heart beside it', async () => {
    serveSearch({ '': { titles: ['Zelda: Breath of the Wild', 'Mario Kart 8'] } });
    renderSearch('/search?q=switch');

    const results = await screen.findByRole('list', { name: 'Search results' });
    const tile = within(results).getByRole('link', { name: 'Zelda: Breath of the Wild' });
    expect(tile).toHaveAttribute('href', `/product/${encodeURIComponent('Zelda: Breath of the Wild-0')}`);
    expect(tile).toHaveAccessibleDescription('$380.00 Original price $500.00 -24% Excellent');
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    expect(await within(results).findAllByRole('button', { name: 'Save' })).toHaveLength(2);
    // The first screen's photos load at once.
    expect(tile.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it("lets a signed-out visitor search, asking for nobody's saved items", async () => {
    const queries = serveSearch({ '': { titles: ['Halo Infinite'] } });
    const favourites = jest.fn();
    server.use(
      handle(api.listFavourites, () => {
        favourites();
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<SearchPage />, { route: '/search?q=halo', path: '/search', auth: fakeAuth(null) });

    expect(await screen.findByRole('link', { name: 'Halo Infinite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(queries).toEqual(['q=halo']);
    expect(favourites).not.toHaveBeenCalled();
  });

  it("keeps a phone's top compact: results start by y = 170, so two rows of two fit above a tab bar", async () => {
    serveSearch({ '': { titles: ['Halo Infinite'] } });
    renderSearch('/search');
    const results = await screen.findByRole('list', { name: 'Search results' });

    // The heading: small, close to the row under it.
    const title = phoneStyle(screen.getByRole('heading', { level: 1, name: 'Search' }));
    expect(title).toMatchObject({ 'font-size': '1.125rem', 'line-height': '1.2', 'margin-bottom': '4px' });
    // One 44 px row: the keywords (their label for screen readers only, nothing under the box) and Filters.
    const keywords = screen.getByLabelText('Keywords');
    expect(keywords).toHaveAttribute('placeholder', 'Keywords');
    expect(phoneStyle(keywords)['min-height']).toBe('44px');
    const label = document.querySelector(`label[for="${keywords.id}"]`)!;
    expect(phoneStyle(label)).toMatchObject({ position: 'absolute', width: '1px', height: '1px' });
    expect(phoneStyle(label.parentElement!)['margin-bottom']).toMatch(/^0(px)?$/);
    const filters = screen.getByText('Filters', { selector: 'button' });
    expect(getComputedStyle(filters).marginBottom).toMatch(/^(0px)?$/);
    expect(phoneStyle(filters.parentElement!)['grid-template-columns']).toBe('minmax(0, 1fr) auto');
    const layout = phoneStyle(results.closest('[aria-live]')!.parentElement!);
    expect(layout.gap).toBe('4px');

    // Under the shell's bar (69 px) and padding (24 px), with the measured tile (295 px: a wrapped price line and a
    // two-line title, 16 px between rows).
    const rem = 16;
    const heading = parseFloat(title['font-size']!) * rem * parseFloat(title['line-height']!);
    const resultsTop = 69 + 24 + heading + parseFloat(title['margin-bottom']!) + 44 + parseFloat(layout.gap!);
    expect(resultsTop).toBeLessThanOrEqual(170);
    expect(resultsTop + 295 + 16 + 295).toBeLessThanOrEqual(844 - 56);
  });

  it('keeps the Filters button a 44 px target', async () => {
    serveSearch({ '': { titles: ['Halo Infinite'] } });
    renderSearch('/search');
    await screen.findByRole('link', { name: 'Halo Infinite' });

    const filters = screen.getByText('Filters', { selector: 'button' });
    expect(getComputedStyle(filters).minHeight).toBe('44px');
  });
});
