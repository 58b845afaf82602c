import { PageTitle } from '@replay/shared';
import { MyProductsTable } from './components/MyProductsTable';

export function Component() {
  return (
    <>
      <PageTitle>My Products</PageTitle>
      <MyProductsTable />
    </>
  );
}
