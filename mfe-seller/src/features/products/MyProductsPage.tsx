import { PageTitle } from '@replay/platform';
import { MyProductsTable } from './components/MyProductsTable';

export function Component() {
  return (
    <>
      <PageTitle>My Products</PageTitle>
      <MyProductsTable />
    </>
  );
}
