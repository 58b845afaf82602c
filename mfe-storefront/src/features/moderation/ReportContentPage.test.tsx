import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type ApiError, type BodyOf } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { Component as ReportContentPage } from './ReportContentPage';

type Notice = BodyOf<typeof api.submitNotice>;

const LISTING = 'https://replay.test/product/prod-1';

/** POST /notices: records each body and answers with a reference, or with `refusal`. */
function serveNotices(refusal?: { status: 400 | 429; body: ApiError }) {
  const sent: Notice[] = [];
  server.use(
    handle(api.submitNotice, async ({ request }) => {
      sent.push((await request.json()) as Notice);
      return refusal
        ? HttpResponse.json(refusal.body, { status: refusal.status })
        : HttpResponse.json({ reference: 'N-2025-0042' }, { status: 201 });
    }),
  );
  return sent;
}

const render = (route: string = paths.reportContent(LISTING)) =>
  renderWithProviders(<ReportContentPage />, { route, path: '/report-content', auth: fakeAuth(null) });

/** Fills every field but the good-faith box. */
async function fillIn(user: ReturnType<typeof render>['user']) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Scam or fraud');
  await user.type(screen.getByRole('textbox', { name: 'Explanation' }), '  Asks buyers to pay outside the site.  ');
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Nora Notifier');
  await user.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'nora@example.test');
}

describe('the public notice form', () => {
  it('is prefilled with ?url=, sends the notice in good faith and shows its reference in place of the form', async () => {
    const sent = serveNotices();
    const { user } = render();

    expect(screen.getByRole('heading', { level: 1, name: 'Report content' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link to the content' })).toHaveValue(LISTING);
    await fillIn(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'I believe in good faith that this information is accurate' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send notice' }));

    const received = await screen.findByRole('heading', { name: 'We received your notice' });
    expect(received.parentElement).toHaveFocus();
    expect(received.parentElement).toHaveTextContent('Reference: N-2025-0042');
    expect(received.parentElement).toHaveTextContent('We also e-mailed it to nora@example.test.');
    expect(screen.queryByRole('form', { name: 'Notice' })).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: LISTING,
        reason: 'scam',
        explanation: 'Asks buyers to pay outside the site.',
        name: 'Nora Notifier',
        email: 'nora@example.test',
        goodFaith: true,
      },
    ]);
  });

  it('sends nothing without the good-faith box, and says so on the box', async () => {
    const sent = serveNotices();
    const { user } = render();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send notice' }));

    const box = screen.getByRole('checkbox', { name: 'I believe in good faith that this information is accurate' });
    expect(await screen.findByText('Confirm that you send this notice in good faith')).toHaveAttribute('role', 'alert');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Confirm that you send this notice in good faith');
    expect(box).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('checks every field before sending', async () => {
    const sent = serveNotices();
    const { user } = render(paths.reportContent());

    await user.type(screen.getByRole('textbox', { name: 'Link to the content' }), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Send notice' }));

    const form = screen.getByRole('form', { name: 'Notice' });
    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Enter the full link, starting with https://',
      'Choose a reason',
      'Explain what is wrong with it',
      'Enter your name',
      'Enter your e-mail address',
      'Confirm that you send this notice in good faith',
    ]);
    expect(screen.getByRole('textbox', { name: 'Link to the content' })).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it("shows the API's message when it refuses (too many notices), and keeps what was typed", async () => {
    serveNotices({ status: 429, body: { message: 'Too many notices from you: try again in an hour' } });
    const { user } = render();

    await fillIn(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'I believe in good faith that this information is accurate' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send notice' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many notices from you: try again in an hour');
    expect(screen.getByRole('textbox', { name: 'Explanation' })).toHaveValue(
      '  Asks buyers to pay outside the site.  ',
    );
    expect(screen.queryByText('We received your notice')).not.toBeInTheDocument();
  });

  it('puts the API’s field errors on their fields', async () => {
    serveNotices({
      status: 400,
      body: { message: 'Check the link', errors: { url: 'This link is not to anything on Replay Market' } },
    });
    const { user } = render(paths.reportContent('https://elsewhere.test/item'));

    await fillIn(user);
    await user.click(
      screen.getByRole('checkbox', { name: 'I believe in good faith that this information is accurate' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send notice' }));

    expect(await screen.findByText('Check the link')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: 'Link to the content' })).toHaveAccessibleDescription(
      'This link is not to anything on Replay Market',
    );
  });
});
