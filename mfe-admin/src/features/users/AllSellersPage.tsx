import { PageTitle } from '@replay/platform';
import { UsersTable } from './components/UsersTable';
import { useSellerVerification } from './hooks/use-seller-verification';

/** /dashboard/allsellers */
export function Component() {
  const verification = useSellerVerification();
  return (
    <>
      <PageTitle>All Sellers</PageTitle>
      <UsersTable role="seller" actions={verification.action} />
      {verification.modal}
    </>
  );
}
