import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths } from '@replay/contract';
import {
  AuthProvider,
  createPlatform,
  mergeRoutes,
  pageRoute,
  PlatformContext,
  RouteErrorMessage,
  routerInitialized,
  theme,
} from '@replay/platform';
import { prerenderRemote, signedOutVisitor } from '@replay/platform/prerender';
import { createTestQueryClient, handle, server, TEST_CONFIG } from '@replay/testing';
import manifest from './routes';
import { aCategory, aProduct } from './testing/fixtures';
import { pageOf } from './testing/messages';
import { aDecision, someTransparency } from './testing/moderation';

/**
 * The public pages are prerendered without a query string; the visitor's URL has one (a link to
 * report, a month, an appeal's token, a search). Each page reads it only once hydrated, so the browser
 * hydrates the build's HTML at any such URL without a mismatch.
 */
describe('the prerendered moderation pages', () => {
  it.each([
    ['Report content', paths.reportContent('https://replay.test/product/prod-1')],
    ['Transparency', `${paths.transparency}?month=2025-08`],
    ['Appeal a decision', paths.appealByLink('user-1.dec-1.signature')],
    // Public now, so prerendered without a search: a visitor's link has one.
    ['Search', '/search?q=zelda&condition=Good&sort=price_asc'],
  ])('%s hydrates at %s without a mismatch', async (title, url) => {
    server.use(
      handle(api.getTransparency, () => HttpResponse.json(someTransparency({ month: '2025-08' }))),
      handle(api.getDecisionByLink, () => HttpResponse.json(aDecision())),
      handle(api.listCategories, () => HttpResponse.json([aCategory()])),
      handle(api.searchProducts, () => pageOf([aProduct()])),
    );
    const prerendered = await prerenderRemote('storefront', manifest);
    const path = url.split('?')[0]!;
    document.body.innerHTML = `<div id="root">${prerendered.pages[path]!.html}</div>`;
    const heading = screen.getByRole('heading', { level: 1, name: title });
    const errors = jest.spyOn(console, 'error');

    const platform = createPlatform(TEST_CONFIG);
    const queryClient = createTestQueryClient();
    const [entry] = mergeRoutes([{ remote: 'storefront', manifest }]).filter((route) => route.path === path);
    const router = createMemoryRouter(
      [
        pageRoute(entry!, {
          authService: signedOutVisitor,
          queryClient,
          apiClient: platform.apiClient,
          loadPage: (route) => manifest.pages[route.id]!(),
          ErrorBoundary: RouteErrorMessage,
        }),
      ],
      { initialEntries: [url] },
    );
    await routerInitialized(router);
    await act(async () => {
      hydrateRoot(
        document.getElementById('root')!,
        <PlatformContext.Provider value={platform}>
          <QueryClientProvider client={queryClient}>
            <ThemeProvider theme={theme}>
              <AuthProvider service={signedOutVisitor}>
                <RouterProvider router={router} />
              </AuthProvider>
            </ThemeProvider>
          </QueryClientProvider>
        </PlatformContext.Provider>,
      );
    });

    expect(screen.getByRole('heading', { level: 1, name: title })).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
  });
});
