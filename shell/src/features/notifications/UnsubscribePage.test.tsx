import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api } from '@replay/contract';
import { handle, server } from '@replay/testing';
import { renderApp } from '../../testing/render-app';

const TOKEN = '00000000-0000-4000-8000-000000000001.activity.c2lnbmF0dXJl';

describe('/unsubscribe', () => {
  it('changes nothing until the visitor confirms, then sends the one-click unsubscribe without a sign-in', async () => {
    const calls: Array<{ token: string | null; body: unknown; authorization: string | null }> = [];
    server.use(
      handle(api.unsubscribe, async ({ request }) => {
        calls.push({
          token: new URL(request.url).searchParams.get('token'),
          body: await request.json(),
          authorization: request.headers.get('authorization'),
        });
        return HttpResponse.json({ acknowledged: true, category: 'activity' });
      }),
    );
    const { user } = renderApp(`/unsubscribe?token=${encodeURIComponent(TOKEN)}`);

    expect(await screen.findByRole('heading', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.getByText(/Stop e-mails about activity on your account/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('you will no longer get e-mails about activity');
    expect(calls).toEqual([{ token: TOKEN, body: { 'List-Unsubscribe': 'One-Click' }, authorization: null }]);
  });

  it("shows the server's refusal of a forged link, and says so at once of a link without a token", async () => {
    server.use(
      handle(api.unsubscribe, () =>
        HttpResponse.json({ message: 'This unsubscribe link is not valid' }, { status: 400 }),
      ),
    );
    const { user } = renderApp(`/unsubscribe?token=${encodeURIComponent(TOKEN)}x`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid'));
  });

  it('says a link without a token is not valid', async () => {
    renderApp('/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
  });
});
