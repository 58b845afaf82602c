import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageTitle, QueryContent } from '@replay/platform';
import { useBalance } from './api/get-balance';
import { useLedger } from './api/get-ledger';
import { usePayoutAccount } from './api/get-payout-account';
import { usePayouts } from './api/get-payouts';
import { Balances } from './components/Balances';
import { DownloadLedgerButton } from './components/DownloadLedgerButton';
import { LedgerTable } from './components/LedgerTable';
import { PayoutAccountStatus } from './components/PayoutAccountStatus';
import { PayoutsTable } from './components/PayoutsTable';
import { WithdrawButton } from './components/WithdrawButton';

const Panel = styled.section`
  /* min-width 0: a table scrolls in its own box, never the page. */
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

/** A part of the page under its heading (and the heading's action, if any). */
function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel aria-labelledby={id}>
      <Heading>
        <h2 id={id}>{title}</h2>
        {action}
      </Heading>
      {children}
    </Panel>
  );
}

/**
 * Payouts (/dashboard/payouts): the seller's money. Balances (pending, available, paid out) and
 * Withdraw; the payout account; the payouts; the ledger, line by line, and its CSV.
 */
export function Component() {
  const balance = useBalance();
  const account = usePayoutAccount();
  const payouts = usePayouts();
  const ledger = useLedger();
  const canWithdraw = (balance.data?.availableCents ?? 0) > 0 && account.data?.status === 'enabled';
  return (
    <>
      <PageTitle>Payouts</PageTitle>
      <Section id="balance-heading" title="Your money">
        <QueryContent query={balance} label="Loading your balance" context="Your balance could not be loaded">
          {(data) => (
            <>
              <Balances balance={data} />
              {canWithdraw && (
                <WithdrawButton availableCents={data.availableCents} ibanLast4={account.data?.ibanLast4} />
              )}
            </>
          )}
        </QueryContent>
      </Section>
      <Section id="account-heading" title="Payout account">
        <QueryContent
          query={account}
          label="Loading your payout account"
          context="Your payout account could not be loaded"
        >
          {(data) => <PayoutAccountStatus account={data} />}
        </QueryContent>
      </Section>
      <Section id="payouts-heading" title="Payouts">
        <QueryContent query={payouts} label="Loading your payouts" context="Your payouts could not be loaded">
          {(rows) => <PayoutsTable payouts={rows} />}
        </QueryContent>
      </Section>
      <Section id="ledger-heading" title="Ledger" action={<DownloadLedgerButton />}>
        <QueryContent query={ledger} label="Loading your ledger" context="Your ledger could not be loaded">
          {(lines) => <LedgerTable lines={lines} />}
        </QueryContent>
      </Section>
    </>
  );
}
