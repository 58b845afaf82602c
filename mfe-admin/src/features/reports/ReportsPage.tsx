import { PageTitle } from '@replay/shared';
import { ReportsTable } from './components/ReportsTable';

/** /dashboard/reports */
export function Component() {
  return (
    <>
      <PageTitle>Reported Items</PageTitle>
      <ReportsTable />
    </>
  );
}
