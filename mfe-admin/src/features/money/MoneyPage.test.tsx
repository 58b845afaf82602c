import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, paths, type MoneyOverview } from '@replay/contract';
import { handle, server } from '@replay/testing';
import { refusal, renderAdminPage } from '../../testing/lists';
import { Component as MoneyPage } from './MoneyPage';

const ranAt = new Date(Date.now() - 2 * 3_600_000).toISOString();

const overview = (overrides: Partial<MoneyOverview> = {}): MoneyOverview => ({
  feesCents: 123_456,
  heldCents: 4_500_000,
  pendingPayoutsCents: 1_999,
  closedAccountsCents: 5,
  currency: 'usd',
  lastReconciliation: { at: ranAt, ok: true, differences: [] },
  ...overrides,
});

function serve(money: MoneyOverview) {
  server.use(handle(api.getMoneyOverview, () => HttpResponse.json(money)));
}

const render = () => renderAdminPage(MoneyPage, paths.money);

/** The figure whose term is `label`: its term and its definition. */
const figure = (label: string) => screen.getByText(label).parentElement!;

const reconciliation = () => screen.getByRole('region', { name: 'Last reconciliation' });

describe('Money', () => {
  it('shows the fees, the funds held, the payouts under way and closed accounts in dollars, and a reconciliation that agreed', async () => {
    serve(overview());
    render();

    expect(screen.getByRole('heading', { name: 'Money' })).toBeInTheDocument();
    expect(await screen.findByText('Fees earned')).toBeInTheDocument();
    expect(figure('Fees earned')).toHaveTextContent(/^Fees earned\$1,234\.56/);
    expect(figure('Funds held')).toHaveTextContent(/^Funds held\$45,000\.00/);
    expect(figure('Payouts under way')).toHaveTextContent(/^Payouts under way\$19\.99/);
    expect(figure('Money of closed accounts')).toHaveTextContent(/^Money of closed accounts\$0\.05/);

    const run = within(reconciliation());
    expect(run.getByText('OK')).toBeInTheDocument();
    expect(run.getByText('2 hours ago')).toHaveAttribute('datetime', ranAt);
    expect(run.getByText(/The ledger agrees/).closest('div')).toHaveStyle({ borderLeftColor: '#15803d' });
    expect(run.getByText(/The ledger agrees/).closest('div')).not.toHaveStyle({ backgroundColor: '#fef2f2' });
    expect(run.queryByRole('list')).not.toBeInTheDocument();
    expect(run.queryByText('Differences found')).not.toBeInTheDocument();
  });

  it('lists the differences of a reconciliation that did not agree, as a warning', async () => {
    serve(
      overview({
        lastReconciliation: {
          at: new Date(Date.now() - 5 * 60_000).toISOString(),
          ok: false,
          differences: [
            'Payment pay_1: refunded $10.00, the ledger gave back $0.00',
            'Payout po_7 is not in the ledger',
          ],
        },
      }),
    );
    render();

    const run = within(await screen.findByRole('region', { name: 'Last reconciliation' }));
    expect(run.getByText('Differences found')).toBeInTheDocument();
    expect(run.queryByText('OK')).not.toBeInTheDocument();
    expect(run.getByText('5 minutes ago')).toBeInTheDocument();
    const warning = run.getByText('The ledger does not agree with the money it records.');
    expect(warning.closest('div')).toHaveStyle({ backgroundColor: '#fef2f2', borderLeftColor: '#dc2626' });
    expect(run.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Payment pay_1: refunded $10.00, the ledger gave back $0.00',
      'Payout po_7 is not in the ledger',
    ]);
  });

  it('says so when no reconciliation has run yet', async () => {
    serve(overview({ lastReconciliation: null }));
    render();

    expect(
      await within(await screen.findByRole('region', { name: 'Last reconciliation' })).findByText(
        'No reconciliation has run yet',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('OK')).not.toBeInTheDocument();
  });

  it('shows the server message, and Retry, when the overview cannot be loaded', async () => {
    server.use(handle(api.getMoneyOverview, refusal(403, 'Only admins can do this')));
    render();

    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can do this');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Fees earned')).not.toBeInTheDocument();
  });
});
