import { PageTitle } from '@replay/platform';
import { AddProductForm } from './components/AddProductForm';

export function Component() {
  return (
    <>
      <PageTitle>Add Product</PageTitle>
      <AddProductForm />
    </>
  );
}
