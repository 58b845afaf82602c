import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type Transparency } from '@replay/contract';
import { fakeAuth, handle, renderWithProviders, server } from '@replay/testing';
import { someTransparency } from '../../testing/moderation';
import { Component as TransparencyPage } from './TransparencyPage';

/** GET /transparency: each month asked for (`current` without ?month=), answered from `months`. */
function serveMonths(months: Record<string, Transparency>) {
  const asked: string[] = [];
  server.use(
    handle(api.getTransparency, ({ request }) => {
      const month = new URL(request.url).searchParams.get('month') ?? 'current';
      asked.push(month);
      return HttpResponse.json(months[month] ?? someTransparency({ month }));
    }),
  );
  return asked;
}

const render = (route: string = paths.transparency) =>
  renderWithProviders(<TransparencyPage />, { route, path: '/transparency', auth: fakeAuth(null) });

/** A table's rows, each as its cells' text (headers and data). */
const rowsOf = async (name: string) =>
  within(await screen.findByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the transparency page', () => {
  it("shows the server's current month without ?month=, every reason, action and ground, 0 where there was none", async () => {
    const asked = serveMonths({
      current: someTransparency({
        month: '2025-09',
        notices: { scam: 3, illegal: 1 },
        decisions: { remove_listing: 2, none: 1 },
        grounds: { 'terms.fraud': 2, 'terms.other': 1 },
        medianHoursToDecision: 12.46,
        appeals: 2,
        reversals: 1,
      }),
    });
    render();

    expect(screen.getByRole('heading', { level: 1, name: 'Transparency' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Figures for September 2025' })).toBeInTheDocument();
    expect(await rowsOf('Notices by reason')).toEqual([
      ['Reason', 'Notices'],
      ['Counterfeit or illegal', '1'],
      ['Scam or fraud', '3'],
      ['Prohibited item', '0'],
      ['Misleading or wrong category', '0'],
      ['Offensive', '0'],
      ['Something else', '0'],
      ['Total', '4'],
    ]);
    expect(await rowsOf('Decisions by action')).toEqual([
      ['Action', 'Decisions'],
      ['No action', '1'],
      ['Listing removed', '2'],
      ['Listing hidden from search and home', '0'],
      ['Message hidden', '0'],
      ['Warning', '0'],
      ['Account suspended', '0'],
      ['Account closed', '0'],
      ['Total', '3'],
    ]);
    expect(await rowsOf('Decisions by ground')).toEqual([
      ['Ground', 'Decisions'],
      ['Illegal content', '0'],
      ['Terms: prohibited items', '0'],
      ['Terms: fraud and scams', '2'],
      ['Terms: misleading listings', '0'],
      ['Terms: harassment', '0'],
      ['Terms: spam', '0'],
      ['Terms: other rules', '1'],
      ['Total', '3'],
    ]);
    const time = screen.getByRole('region', { name: 'Time to decide' });
    expect(within(time).getByRole('definition')).toHaveTextContent('12.5');
    const appeals = screen.getByRole('region', { name: 'Appeals' });
    expect(
      within(appeals)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['2', '1']);
    expect(screen.getByLabelText('Month')).toHaveValue('2025-09');
    expect(asked).toEqual(['current']);
  });

  it('asks for the month of ?month= and for the month chosen next, which goes in the URL', async () => {
    const asked = serveMonths({
      '2025-08': someTransparency({ month: '2025-08', notices: { offensive: 5 } }),
      '2025-07': someTransparency({ month: '2025-07', notices: { offensive: 7 } }),
    });
    const { router } = render(`${paths.transparency}?month=2025-08`);

    expect(await screen.findByRole('heading', { name: 'Figures for August 2025' })).toBeInTheDocument();
    expect(await rowsOf('Notices by reason')).toContainEqual(['Offensive', '5']);
    const month = screen.getByLabelText('Month');
    expect(month).toHaveValue('2025-08');

    fireEvent.change(month, { target: { value: '2025-07' } });
    expect(await screen.findByRole('heading', { name: 'Figures for July 2025' })).toBeInTheDocument();
    expect(await rowsOf('Notices by reason')).toContainEqual(['Offensive', '7']);
    expect(router.state.location.search).toBe('?month=2025-07');
    expect(asked).toEqual(['2025-08', '2025-07']);
  });

  it('shows — for the median time when nothing was decided', async () => {
    serveMonths({ current: someTransparency({ medianHoursToDecision: null }) });
    render();

    const time = await screen.findByRole('region', { name: 'Time to decide' });
    expect(within(time).getByRole('definition')).toHaveTextContent(/^—No decisions$/);
  });
});
