import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, type Notification } from '@replay/contract';
import { handle, server } from '@replay/testing';
import { renderApp } from '../../testing/render-app';

const notification = (overrides: Partial<Notification>): Notification => ({
  _id: '00000000-0000-4000-8000-000000000001',
  kind: 'booking_created',
  title: 'New booking for Zelda',
  body: 'Ann booked Zelda.',
  link: '/dashboard/mybookings',
  createdAt: new Date().toISOString(),
  read: false,
  ...overrides,
});

/** The server's notifications for the seller, and what marking them read sends (after renderApp: the last handlers win). */
function serve(items: Notification[]) {
  const reads: unknown[] = [];
  let list = items;
  server.use(
    handle(api.listNotifications, () =>
      HttpResponse.json({ items: list, nextCursor: null, unread: list.filter((n) => !n.read).length }),
    ),
    handle(api.markNotificationsRead, async ({ request }) => {
      const body = (await request.json()) as { ids?: string[]; all?: true };
      reads.push(body);
      const before = list.filter((n) => !n.read).length;
      list = list.map((n) => (body.all || body.ids?.includes(n._id) ? { ...n, read: true } : n));
      return HttpResponse.json({ modifiedCount: before - list.filter((n) => !n.read).length });
    }),
  );
  return reads;
}

describe('the notification bell', () => {
  it('is not there for visitors', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('names the unread count, lists the newest in a panel and marks them all read', async () => {
    const { user } = renderApp('/blog', { signedIn: 'seller@replay.test' });
    const reads = serve([
      notification({}),
      notification({ _id: '00000000-0000-4000-8000-000000000002', title: 'Sold: Mario', read: true }),
    ]);

    // The bell's code loads once the first screen is idle: more time than a click's answer.
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 5000 });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-controls', panel.id);
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [expect.stringMatching(/^New booking for Zelda \(unread\)Ann booked Zelda\./), '/dashboard/mybookings'],
      [expect.stringMatching(/^Sold: Mario/), '/dashboard/mybookings'],
      ['See all notifications', '/dashboard/notifications'],
    ]);

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(reads).toEqual([{ all: true }]);
  });

  it('opens a notification on its page and marks it read; Escape closes the panel and returns focus', async () => {
    const { user, router } = renderApp('/blog', { signedIn: 'seller@replay.test' });
    const reads = serve([notification({})]);

    // The bell's code loads once the first screen is idle: more time than a click's answer.
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 5000 });
    await user.click(bell);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();

    await user.click(bell);
    await user.click(within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('link')[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/mybookings'));
    await waitFor(() => expect(reads).toEqual([{ ids: ['00000000-0000-4000-8000-000000000001'] }]));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
