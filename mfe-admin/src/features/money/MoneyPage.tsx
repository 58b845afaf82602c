import { PageTitle, QueryContent } from '@replay/platform';
import { useMoneyOverview } from './api/get-money-overview';
import { MoneyTotals } from './components/MoneyTotals';
import { ReconciliationReport } from './components/ReconciliationReport';

/** Money (/dashboard/money): fees earned, funds held, payouts under way, closed accounts' money, the last reconciliation. */
export function Component() {
  const overview = useMoneyOverview();
  return (
    <>
      <PageTitle>Money</PageTitle>
      <QueryContent query={overview} label="Loading the money overview">
        {(money) => (
          <>
            <MoneyTotals money={money} />
            <ReconciliationReport run={money.lastReconciliation} />
          </>
        )}
      </QueryContent>
    </>
  );
}
