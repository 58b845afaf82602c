import { PageTitle } from '@replay/shared';
import { AddProductForm } from './components/AddProductForm';

export function Component() {
  return (
    <>
      <PageTitle>Add Product</PageTitle>
      <AddProductForm />
    </>
  );
}
