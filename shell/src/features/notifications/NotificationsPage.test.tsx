import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, type Notification } from '@replay/contract';
import { handle, server } from '@replay/testing';
import { renderApp } from '../../testing/render-app';

const item = (n: number, read = false): Notification => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  kind: 'review',
  title: `New review: ${n} stars`,
  body: 'Ann rated you.',
  link: '/seller/00000000-0000-4000-8000-000000000009',
  createdAt: new Date().toISOString(),
  read,
});

describe('/dashboard/notifications', () => {
  it('lists every notification a page at a time, marks them all read, and saves the e-mail preferences', async () => {
    const { user } = renderApp('/dashboard/notifications', { signedIn: 'seller@replay.test' });
    const saved: unknown[] = [];
    const reads: unknown[] = [];
    server.use(
      handle(api.listNotifications, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return HttpResponse.json(
          cursor
            ? { items: [item(3, true)], nextCursor: null, unread: 1 }
            : { items: [item(1), item(2, true)], nextCursor: 'next', unread: 1 },
        );
      }),
      handle(api.markNotificationsRead, async ({ request }) => {
        reads.push(await request.json());
        return HttpResponse.json({ modifiedCount: 1 });
      }),
      handle(api.getNotificationPreferences, () => HttpResponse.json({ activity: { email: true, inApp: true } })),
      handle(api.saveNotificationPreferences, async ({ request }) => {
        const body = (await request.json()) as { activity: { email: boolean; inApp: boolean } };
        saved.push(body);
        return HttpResponse.json(body);
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Your notifications' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(/New review: 1 stars \(unread\)/);

    await user.click(within(list).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(reads).toEqual([{ all: true }]));

    const email = await screen.findByRole('checkbox', { name: 'By e-mail' });
    expect(email).toBeChecked();
    expect(
      screen.getByRole('group', { name: 'Activity: reviews, verification and removed listings' }),
    ).toBeInTheDocument();
    await user.click(email);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(saved).toEqual([{ activity: { email: false, inApp: true } }]));
  });
});
