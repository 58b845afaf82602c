import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { screen } from '@testing-library/react';
import {
  AppProviders,
  Button,
  createPlatform,
  PageTitle,
  routerInitialized,
  type RouteManifest,
  type RouteModule,
} from '@replay/platform';
import { prerenderRemote, signedOutVisitor, type RemotePrerender } from '@replay/platform/prerender';
import { api } from '@replay/contract';
import { createTestQueryClient, TEST_CONFIG } from '@replay/testing';
import { appRoutes } from './app/router';
import { mergeStyleSheets, prerenderSite, topLevelRules } from './prerender';

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta name="description" content="Default" /><title>Replay Market</title></head><body><div id="root"></div></body></html>`;

const storefrontPage: RouteModule = { Component: () => <PageTitle>Second-hand games</PageTitle> };
const storefront: RouteManifest = {
  routes: [
    { id: 'home', path: '/', title: 'Home', description: 'The best offers', access: 'public', layout: 'public' },
    {
      id: 'category',
      path: '/category/:id',
      title: 'Category',
      access: 'user',
      layout: 'public',
      requests: [{ endpoint: api.listCategoryProducts }],
    },
    {
      id: 'product',
      path: '/product/:id',
      title: 'Product',
      access: 'user',
      layout: 'public',
      requests: [{ endpoint: api.getProduct, photo: { field: 'images', sizes: '100vw' } }],
    },
    {
      id: 'search',
      path: '/search',
      title: 'Search',
      access: 'user',
      layout: 'public',
      requests: [{ endpoint: api.searchProducts, pageQuery: true }],
    },
  ],
  pages: {
    home: () => Promise.resolve(storefrontPage),
    category: () => Promise.resolve(storefrontPage),
    product: () => Promise.resolve(storefrontPage),
    search: () => Promise.resolve(storefrontPage),
  },
};
const buyer: RemotePrerender = {
  routes: [{ id: 'orders', path: '/dashboard/myorders', title: 'My Orders', access: ['buyer'], layout: 'dashboard' }],
  pages: {},
};

const site = async (remotes: Record<string, RemotePrerender | null>) =>
  prerenderSite({ indexHtml: INDEX_HTML, remotes });
const rootHtml = (html: string) => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)![1]!;

describe('prerenderSite', () => {
  it("puts a remote's page into the shell's layout, with its title, description and CSS", async () => {
    const page = (await site({ storefront: await prerenderRemote('storefront', storefront), buyer })).respond('/');

    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<title>Replay Market — used games and consoles</title>');
    expect(page?.html).toContain('<meta name="description" content="The best offers"');
    expect(page?.html).toMatch(/<style data-prerendered="">[^<]*\{[^<]*<\/style><\/head>/);
    const root = rootHtml(page!.html);
    expect(root).toContain('aria-label="Main"');
    expect(root).toContain('Second-hand games</h1>');
    expect(root).not.toContain('data-remote-page');
  });

  it("keeps each CSS rule once, in the layout's order, when the page uses a component the layout extends", async () => {
    // The page has a ghost button; the header's icon buttons extend the same Button (ghost) and hide on wide screens.
    const GhostButton = () => (
      <Button type="button" $variant="ghost">
        Book
      </Button>
    );
    const withButton: RouteManifest = {
      ...storefront,
      pages: { ...storefront.pages, home: () => Promise.resolve({ Component: GhostButton }) },
    };
    const page = (await site({ storefront: await prerenderRemote('storefront', withButton), buyer })).respond('/');

    const css = /<style data-prerendered="">([^<]*)<\/style>/.exec(page!.html)![1]!;
    const rules = topLevelRules(css);
    expect(rules.length).toBeGreaterThan(10);
    expect(rules.filter((rule, index) => rules.indexOf(rule) !== index)).toEqual([]);
    // The menu button's class: its own `display: none` comes after every rule of the Button it extends.
    const menu = /<button[^>]*aria-label="Menu"[^>]*class="([^"]*)"/.exec(page!.html)![1]!.split(' ');
    const hidden = rules.findIndex((rule) => menu.some((name) => rule.startsWith(`.${name}{display:none`)));
    const shown = rules
      .map((rule, index) => ({ rule, index }))
      .filter(({ rule }) => menu.some((name) => rule.startsWith(`.${name}{display:inline-flex`)));
    expect(hidden).toBeGreaterThan(-1);
    expect(shown.length).toBeGreaterThan(0);
    for (const { index } of shown) expect(index).toBeLessThan(hidden);
  });

  it("renders the shell's own sign-in page and answers unclaimed paths with the 404 page", async () => {
    const pages = await site({ storefront: await prerenderRemote('storefront', storefront), buyer });

    expect(pages.respond('/login')?.html).toContain('<title>Login · Replay Market</title>');
    const notFound = pages.respond('/no-such-page');
    expect(notFound?.status).toBe(404);
    expect(notFound?.html).toContain('This page does not exist.');
    // Pages that need data or a sign-in are rendered in the browser.
    expect(pages.respond('/category/42')).toBeNull();
    expect(pages.respond('/dashboard/myorders')).toBeNull();
    expect(pages.respond('/dashboard/anything')).toBeNull();
  });

  it("names the code and the first API requests of a page: its remote's page, the shell's chunks, the route's requests", async () => {
    const pages = await site({ storefront: await prerenderRemote('storefront', storefront), buyer });

    expect(pages.codeAt('/')).toEqual({ page: { remote: 'storefront', id: 'home' }, shellChunks: [], requests: [] });
    expect(pages.codeAt('/category/42')).toEqual({
      page: { remote: 'storefront', id: 'category' },
      shellChunks: [],
      // A signed-in page asks for the visitor's role; the route's parameters are filled in.
      requests: [{ path: '/users/role?email={email}' }, { path: '/products/42', anonymous: true }],
    });
    // The photo an answer names goes with its request, for the browser to preload.
    expect(pages.codeAt('/product/7').requests).toEqual([
      { path: '/users/role?email={email}' },
      { path: '/product/7', anonymous: true, photo: { field: 'images', sizes: '100vw' } },
    ]);
    // A search's query is the page's own: the browser fills it in.
    expect(pages.codeAt('/search').requests).toEqual([
      { path: '/users/role?email={email}' },
      { path: '/products/search?{search}', anonymous: true },
    ]);
    expect(pages.codeAt('/dashboard/myorders')).toEqual({
      page: { remote: 'buyer', id: 'orders' },
      shellChunks: ['dashboard'],
      // The dashboard layout's own: the drawer's counts and the account of the e-mail banner.
      requests: [
        { path: '/users/role?email={email}' },
        { path: '/me/badges', roles: ['buyer', 'seller', 'admin'] },
        { path: '/users/me', roles: ['buyer', 'seller', 'admin'] },
      ],
    });
    expect(pages.codeAt('/login')).toEqual({ page: null, shellChunks: ['login'], requests: [] });
  });

  it('has no 404 page while a remote is unavailable: the path may be one of its pages', async () => {
    const pages = await site({ storefront: await prerenderRemote('storefront', storefront), buyer: null });

    expect(pages.respond('/no-such-page')).toBeNull();
    expect(pages.respond('/')?.status).toBe(200);
  });

  it('is hydrated by the browser app without a mismatch', async () => {
    const remotes = { storefront: await prerenderRemote('storefront', storefront), buyer };
    const html = (await site(remotes)).respond('/')!.html;
    document.body.innerHTML = `<div id="root">${rootHtml(html)}</div>`;
    const container = document.getElementById('root')!;
    const heading = screen.getByRole('heading', { name: 'Second-hand games' });
    const errors = jest.spyOn(console, 'error');

    const platform = createPlatform(TEST_CONFIG);
    const queryClient = createTestQueryClient();
    const router = createMemoryRouter(
      appRoutes({
        authService: signedOutVisitor,
        queryClient,
        apiClient: platform.apiClient,
        routes: [{ ...storefront.routes[0]!, remote: 'storefront' }],
        loadPage: () => Promise.resolve(storefrontPage),
      }),
      { initialEntries: ['/'] },
    );
    await routerInitialized(router);
    await act(async () => {
      hydrateRoot(
        container,
        <AppProviders platform={platform} queryClient={queryClient} authService={signedOutVisitor}>
          <RouterProvider router={router} />
        </AppProviders>,
      );
    });

    expect(screen.getByRole('heading', { name: 'Second-hand games' })).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('mergeStyleSheets', () => {
  it("adds the page's rules the layout lacks, after the layout's, and keeps the layout's copy of a shared one", () => {
    const layout = '.a{color:red;}.b{display:none;}@media (max-width:768px){.b{display:block;}}';
    const page = '.a{color:red;}.c{content:"}{";}@media (max-width:768px){.b{display:block;}}.d{margin:0;}';

    expect(mergeStyleSheets(layout, page)).toBe(`${layout}.c{content:"}{";}.d{margin:0;}`);
  });

  it('splits a sheet into its top-level rules, nested blocks and quoted braces included', () => {
    expect(topLevelRules(".a{x:1;}@media (min-width:1px){.b{y:2;}}.c{content:'\\'}';}")).toEqual([
      '.a{x:1;}',
      '@media (min-width:1px){.b{y:2;}}',
      ".c{content:'\\'}';}",
    ]);
  });
});
