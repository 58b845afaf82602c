import { PageTitle } from '@replay/platform';
import { UsersTable } from './components/UsersTable';

/** /dashboard/allbuyer */
export function Component() {
  return (
    <>
      <PageTitle>All Buyers</PageTitle>
      <UsersTable role="buyer" />
    </>
  );
}
