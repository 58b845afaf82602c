import { PageTitle } from '@replay/platform';
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
