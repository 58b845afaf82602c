import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { api, SESSION_ENDED_EVENT, SESSION_ENDED_MESSAGE, type ApiError } from '@replay/contract';
import { apiUrl, createFakeAuthService, handle, renderWithProviders, server, TEST_CONFIG } from '@replay/testing';
import { createPlatform, useApiClient } from '../app/platform';
import { useLiveEvent } from '../live/live-events';
import { eventStream } from '../testing/event-streams';
import { RequireAccess, type LoginRedirectState } from './authorization';

/*
 * The API ends the user's sessions (an account recovered, a password or address changed): the page
 * signs out once, says so, and a page that needs a sign-in goes to /login. Never a renewal.
 */

const ACCOUNT = { email: 'buyer@replay.test', password: 'secret1' };
const ENDED = () => HttpResponse.json<ApiError>({ message: SESSION_ENDED_MESSAGE }, { status: 401 });

function LoginProbe() {
  const state = useLocation().state as LoginRedirectState | null;
  return <p>login page, from {state?.from?.pathname}</p>;
}

/** A signed-in page asking for the account and the bookings at once, as a dashboard page does. */
function AccountPage() {
  const client = useApiClient();
  const account = useQuery({ queryKey: ['account'], queryFn: () => client.call(api.getMyAccount) });
  const bookings = useQuery({ queryKey: ['bookings'], queryFn: () => client.page(api.listMyBookings, {}) });
  if (account.isPending || bookings.isPending) return <p>loading</p>;
  return <p>account page</p>;
}

function setUp(page = <AccountPage />) {
  const platform = createPlatform(TEST_CONFIG);
  platform.session.store('old-access-token');
  const service = createFakeAuthService({ accounts: [ACCOUNT], signedIn: ACCOUNT.email });
  const signOut = jest.spyOn(service, 'signOut');
  const rendered = renderWithProviders(<RequireAccess access="user">{page}</RequireAccess>, {
    route: '/dashboard/account',
    path: '/dashboard/account',
    routes: [{ path: '/login', element: <LoginProbe /> }],
    authService: service,
    platform,
  });
  rendered.queryClient.setQueryData(['someone else’s data'], 'cached');
  return { ...rendered, platform, signOut };
}

/** Counts the calls of each endpoint the test answers, and the token renewals. */
function countCalls() {
  const calls = { account: 0, bookings: 0, renewals: 0 };
  server.use(
    handle(api.getMyAccount, () => ((calls.account += 1), ENDED())),
    handle(api.listMyBookings, () => ((calls.bookings += 1), ENDED())),
    handle(api.getAccessToken, () => ((calls.renewals += 1), HttpResponse.json({ accessToken: 'renewed' }))),
  );
  return calls;
}

async function expectSignedOutOnce(rendered: ReturnType<typeof setUp>) {
  expect(await screen.findByText('login page, from /dashboard/account')).toBeInTheDocument();
  expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
  // Let any late failure arrive: still one sign-out, one message.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.getAllByText(SESSION_ENDED_MESSAGE)).toHaveLength(1);
  expect(rendered.signOut).toHaveBeenCalledTimes(1);
  expect(rendered.platform.session.token()).toBeNull();
  expect(rendered.queryClient.getQueryData(['someone else’s data'])).toBeUndefined();
}

it('signs out once and says so when calls fail at once because the sessions ended, without renewing the token', async () => {
  const calls = countCalls();
  const rendered = setUp();

  await expectSignedOutOnce(rendered);
  expect(calls).toEqual({ account: 1, bookings: 1, renewals: 0 });
});

it('signs out when the renewal of an expired token is refused because the sessions ended, and does not retry', async () => {
  const calls = { account: 0, renewals: 0 };
  server.use(
    handle(
      api.getMyAccount,
      () => ((calls.account += 1), HttpResponse.json({ message: 'Token expired' }, { status: 401 })),
    ),
    handle(api.listMyBookings, () => HttpResponse.json([])),
    handle(api.getAccessToken, () => ((calls.renewals += 1), ENDED())),
  );
  const rendered = setUp();

  await expectSignedOutOnce(rendered);
  expect(calls).toEqual({ account: 1, renewals: 1 });
});

it("signs out when the live stream tells the user's pages that their sessions ended", async () => {
  let streams = 0;
  server.use(
    http.get(apiUrl(api.liveEvents.path), () => {
      streams += 1;
      return eventStream([`event: ${SESSION_ENDED_EVENT}\ndata: {}\n\n`]);
    }),
  );
  function Bell() {
    useLiveEvent('notification', () => undefined);
    return <p>bell</p>;
  }
  const rendered = setUp(<Bell />);
  expect(await screen.findByText('bell')).toBeInTheDocument();
  // The stream opens at the visitor's first intent.
  document.dispatchEvent(new Event('pointerdown'));

  await expectSignedOutOnce(rendered);
  expect(streams).toBe(1);
});

it('leaves a newer session alone: a late refusal of the old token after signing in again changes nothing', async () => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    handle(api.getMyAccount, async () => (await released, ENDED())),
    handle(api.listMyBookings, () => HttpResponse.json([])),
  );
  const rendered = setUp();
  await waitFor(() => expect(screen.getByText('loading')).toBeInTheDocument());

  // The user signed in again (in another tab, say) before the old token's answer came.
  rendered.platform.session.store('new-access-token');
  release();
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

  expect(rendered.platform.session.token()).toBe('new-access-token');
  expect(rendered.signOut).not.toHaveBeenCalled();
  expect(screen.queryByText(SESSION_ENDED_MESSAGE)).not.toBeInTheDocument();
});
