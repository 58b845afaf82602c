import { useParams } from 'react-router-dom';
import { PageTitle } from '@replay/platform';
import { EditProductForm } from './components/EditProductForm';

/** `/dashboard/products/{id}/edit`: one of the seller's listings, its fields and photos. */
export function Component() {
  const id = useParams().id ?? '';
  return (
    <>
      <PageTitle>Edit product</PageTitle>
      <EditProductForm id={id} />
    </>
  );
}
