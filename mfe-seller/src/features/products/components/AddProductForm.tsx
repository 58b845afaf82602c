import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@replay/contract';
import { LoadError, Loading, notifySuccess, useMyAccount } from '@replay/platform';
import { useAddProduct } from '../api/add-product';
import { useListing } from '../api/get-listing';
import { emptyProductForm, toProductForm, toProductPayload, type ProductFormValues } from '../product-rules';
import { ProductForm } from './ProductForm';

/**
 * Add Product: the photos are uploaded first and the product is posted only when every upload
 * succeeded. "Sell similar" (`?similar={id}`) starts from a sold or closed listing's fields and
 * photos; what is posted is a new listing. Mobile and location start from the seller's profile
 * when the form has none.
 */
export function AddProductForm() {
  const navigate = useNavigate();
  const similarId = useSearchParams()[0].get('similar') ?? undefined;
  const similar = useListing(similarId);
  const addProduct = useAddProduct();
  // The seller's phone and meeting place, for the fields they would otherwise type each time.
  const account = useMyAccount().data;

  async function onSubmit(values: ProductFormValues) {
    await addProduct.mutateAsync({ product: toProductPayload(values), photos: values.photos });
    notifySuccess('Product Added Successfully');
    await navigate(paths.myProducts);
  }

  if (similarId && similar.isPending) return <Loading label="Loading the listing to sell again" />;
  if (similarId && similar.isError)
    return (
      <LoadError
        error={similar.error}
        context="The listing to sell again could not be loaded"
        onRetry={() => void similar.refetch()}
      />
    );
  return (
    <ProductForm
      label="Add Product"
      initial={similar.data ? toProductForm(similar.data) : emptyProductForm}
      submitLabel="Add Product"
      busyLabel="Adding product…"
      onSubmit={onSubmit}
      prefill={account && { mobile: account.phone, location: account.meetingPlace }}
    />
  );
}
