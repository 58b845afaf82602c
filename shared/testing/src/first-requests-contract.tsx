import { act, waitFor } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import type { Role } from '@replay/contract';
import { earlyRequest, type RouteEntry, type RouteManifest } from '@replay/platform';
import { fakeAuth, renderWithProviders } from './render';
import { server } from './server';
import { TEST_CONFIG } from './test-config';

/** Who opens a page in the test: anyone for a public page, a buyer for any signed-in user, else its first role. */
const visitorRole = (access: RouteEntry['access']): Role | null =>
  access === 'public' ? null : access === 'user' ? 'buyer' : (access[0] ?? null);

/** The query string a page with a `pageQuery` request is opened with. */
const PAGE_QUERY = 'q=first';

/** A request as compared: method, path and query with its parameters in order. */
function normalise(method: string, url: string): string {
  const parsed = new URL(url, TEST_CONFIG.apiUrl);
  parsed.searchParams.sort();
  return `${method} ${parsed.pathname}${parsed.search}`;
}

/**
 * The contract test of a remote's early requests (a route's `requests`, which the shell's server
 * starts with the page's HTML): each page that declares some, opened by a visitor its route admits,
 * asks the API for exactly those as it shows its first data, with the same path and query, and for
 * nothing else. `answers` (msw handlers: `handle(api.x, …)`) give the data a page needs to render
 * what asks for more (a product's heart asks for the buyer's saved items); every other request is
 * left unanswered. A page whose hooks drift from its route's declaration fails here, not silently
 * on a phone.
 */
export function expectFirstRequests(remote: string, manifest: RouteManifest, answers: RequestHandler[] = []): void {
  const declaring = manifest.routes.filter((route) => route.requests?.length);

  describe(`${remote}'s pages ask first for what their routes declare`, () => {
    it.each(declaring.map((route) => [route.id, route] as const))('%s', async (_id, route) => {
      const recorded = new Set<string>();
      const unanswered = new Set<string>();
      const record = ({ request }: { request: Request }) => void recorded.add(normalise(request.method, request.url));
      server.events.on('request:start', record);
      server.use(
        ...answers,
        http.all(`${TEST_CONFIG.apiUrl}/*`, ({ request }) => {
          unanswered.add(normalise(request.method, request.url));
          return new Promise<never>(() => undefined);
        }),
      );
      // The route's parameters, each filled with its own name.
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, `${name}-1`]));
      // A page whose request carries its own query string (`pageQuery`) is opened with one.
      const search = route.requests!.some((request) => request.pageQuery) ? PAGE_QUERY : '';
      const url = `${route.path.replace(/:(\w+)/g, (_match, name: string) => params[name]!)}${search && `?${search}`}`;
      const auth = fakeAuth(visitorRole(route.access));
      const role = auth.role;
      const email = auth.user?.email ?? '';
      const expected = route
        .requests!.map((request) => earlyRequest(request, params))
        .filter((request) => !request.roles || (role !== null && request.roles.includes(role)))
        .map((request) =>
          normalise('GET', request.path.replace('{email}', encodeURIComponent(email)).replace('{search}', search)),
        );

      const { Component } = await manifest.pages[route.id]!();
      const { queryClient } = renderWithProviders(<Component />, { route: url, path: route.path, auth });

      try {
        // Settled: only the unanswered requests are still under way, and rendering what was answered
        // (a round of effects) started no other request.
        let seen = -1;
        while (recorded.size !== seen) {
          seen = recorded.size;
          // A loaded machine (a whole CI run) may take more than waitFor's default second to answer.
          await waitFor(() => expect(queryClient.isFetching()).toBe(unanswered.size), { timeout: 5000 });
          await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        }
        expect([...recorded].sort()).toEqual([...new Set(expected)].sort());
      } finally {
        server.events.removeListener('request:start', record);
      }
    });
  });
}
