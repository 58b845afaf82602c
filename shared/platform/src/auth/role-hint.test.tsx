import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, type Role } from '@replay/contract';
import { createTestQueryClient, fakeAuth, handle, renderWithProviders, server, TEST_CONFIG } from '@replay/testing';
import { createPlatform } from '../app/platform';
import { ROLE_HINT_KEY, Session } from '../session/session';
import { queryKeys } from '../query/query-keys';
import { RequireAccess } from './authorization';
import { roleQueryOptions } from './identity-api';
import { rememberRoles } from './role-hint';

const EMAIL = 'seller@replay.test';

/** GET /users/role answering `role`, counting its calls. */
function serveRole(role: Role) {
  const calls = { count: 0 };
  server.use(
    handle(api.getUserRole, () => {
      calls.count += 1;
      return HttpResponse.json([{ role }]);
    }),
  );
  return calls;
}

afterEach(() => localStorage.clear());

describe('Session role hint', () => {
  it('remembers one role with its e-mail, forgets it on null and when the session is cleared', () => {
    const session = new Session(localStorage);
    expect(session.rememberedRole()).toBeNull();
    session.rememberRole(EMAIL, 'seller');
    expect(session.rememberedRole()).toEqual({ email: EMAIL, role: 'seller' });
    session.rememberRole(EMAIL, null);
    expect(session.rememberedRole()).toBeNull();
    session.rememberRole(EMAIL, 'admin');
    session.clear();
    expect(localStorage.getItem(ROLE_HINT_KEY)).toBeNull();
  });

  it('ignores what it cannot read as a role', () => {
    const session = new Session(localStorage);
    for (const stored of [
      '{',
      '"seller"',
      JSON.stringify({ email: EMAIL, role: 'root' }),
      JSON.stringify({ role: 'buyer' }),
    ]) {
      localStorage.setItem(ROLE_HINT_KEY, stored);
      expect(session.rememberedRole()).toBeNull();
    }
  });
});

describe('rememberRoles', () => {
  it("writes the server's answer down, and a later visit's guard decides without asking, then checks in the background", async () => {
    // First visit: the role comes from the server and is remembered.
    const first = createPlatform(TEST_CONFIG);
    const firstClient = createTestQueryClient();
    const stop = rememberRoles(firstClient, first.session);
    const calls = serveRole('seller');
    await firstClient.fetchQuery(roleQueryOptions(first.apiClient, EMAIL));
    stop();
    expect(first.session.rememberedRole()).toEqual({ email: EMAIL, role: 'seller' });
    expect(calls.count).toBe(1);

    // Next visit: the cache starts with it; the loader-side check needs no request.
    const platform = createPlatform(TEST_CONFIG);
    const queryClient = createTestQueryClient();
    rememberRoles(queryClient, platform.session);
    await expect(queryClient.ensureQueryData(roleQueryOptions(platform.apiClient, EMAIL))).resolves.toBe('seller');
    expect(calls.count).toBe(1);

    // The page shows at once and the role is asked for again, once.
    renderWithProviders(<RequireAccess access={['seller']}>seller page</RequireAccess>, {
      auth: { ...fakeAuth('seller'), role: null },
      queryClient,
      platform,
    });
    expect(screen.getByText('seller page')).toBeInTheDocument();
    await waitFor(() => expect(calls.count).toBe(2));
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.role(EMAIL))?.dataUpdatedAt).toBeGreaterThan(1));
  });

  it('lets the server have the last word when the remembered role is out of date', async () => {
    new Session(localStorage).rememberRole(EMAIL, 'seller');
    const calls = serveRole('buyer');
    const platform = createPlatform(TEST_CONFIG);
    const queryClient = createTestQueryClient();
    rememberRoles(queryClient, platform.session);

    renderWithProviders(<RequireAccess access={['seller']}>seller page</RequireAccess>, {
      auth: { ...fakeAuth('seller'), role: null },
      queryClient,
      platform,
    });

    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
    expect(platform.session.rememberedRole()).toEqual({ email: EMAIL, role: 'buyer' });
  });
});
