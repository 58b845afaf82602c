import styled, { css } from 'styled-components';
import type { MoneyOverview } from '@replay/contract';
import { Badge, timeAgo } from '@replay/platform';

type Reconciliation = NonNullable<MoneyOverview['lastReconciliation']>;

const Result = styled.div<{ $ok: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme, $ok }) =>
    !$ok &&
    css`
      border-color: ${theme.colors.danger};
      background: #fef2f2;
    `}
  p,
  ul {
    margin: 0;
  }
  li {
    overflow-wrap: anywhere;
  }
`;

/**
 * The reconciliation job's last run: when, and whether the ledger agrees with the payments,
 * refunds, payouts and the provider; when it does not, each difference, on a warning.
 */
export function ReconciliationReport({ run }: { run: Reconciliation | null }) {
  return (
    <section aria-labelledby="reconciliation-title">
      <h2 id="reconciliation-title">Last reconciliation</h2>
      {run === null ? (
        <p>No reconciliation has run yet</p>
      ) : (
        <Result $ok={run.ok}>
          <p>
            <Badge $tone={run.ok ? 'success' : 'danger'}>{run.ok ? 'OK' : 'Differences found'}</Badge> Ran{' '}
            <time dateTime={run.at}>{timeAgo(run.at)}</time>
          </p>
          {run.ok ? (
            <p>The ledger agrees with the payments, refunds, payouts and the payment provider.</p>
          ) : (
            <>
              <p>
                <strong>The ledger does not agree with the money it records.</strong> Look into each difference:
              </p>
              <ul>
                {run.differences.map((difference) => (
                  <li key={difference}>{difference}</li>
                ))}
              </ul>
            </>
          )}
        </Result>
      )}
    </section>
  );
}
