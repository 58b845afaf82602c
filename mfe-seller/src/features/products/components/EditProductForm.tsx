import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@replay/contract';
import { ApiClientError, LoadError, Loading, notifySuccess, useCategories } from '@replay/platform';
import { TouchButton } from '../../../components/TouchButton';
import { useEditProduct } from '../api/edit-product';
import { useFeeRule } from '../api/get-fee-rule';
import { useListing, useListingContact } from '../api/get-listing';
import { toProductForm, toProductPayload, type ProductFormValues } from '../product-rules';
import { ProductForm } from './ProductForm';

/**
 * Edit: the Add Product form filled in with the listing. It is sent with the version it was
 * loaded with; a listing changed since (another tab) answers 409, and "Reload the listing" starts
 * again from what it is now. A sold listing cannot be edited: it offers "Sell similar" instead.
 */
export function EditProductForm({ id }: { id: string }) {
  const navigate = useNavigate();
  const listing = useListing(id);
  // The listing's mobile, which the public listing leaves out: asked for beside it.
  const contact = useListingContact(id);
  // Asked for beside the listing (the form's category list and the fee's rule), not after it.
  useCategories();
  useFeeRule();
  const edit = useEditProduct();

  if (listing.isPending || contact.isPending) return <Loading label="Loading the listing" />;
  if (listing.isError || contact.isError)
    return (
      <LoadError
        error={listing.error ?? contact.error}
        context="The listing could not be loaded"
        onRetry={() => void Promise.all([listing.refetch(), contact.refetch()])}
      />
    );

  const product = listing.data;
  if (product.state === 'sold') {
    return (
      <p>
        <strong>{product.title}</strong> is sold and can no longer be changed.{' '}
        <TouchButton as={Link} to={paths.sellSimilar(product._id)} $small $variant="secondary">
          Sell similar
        </TouchButton>
      </p>
    );
  }

  async function onSubmit(values: ProductFormValues) {
    await edit.mutateAsync({
      id,
      version: product.version,
      product: toProductPayload(values),
      photos: values.photos,
    });
    notifySuccess('Product Updated');
    await navigate(paths.myProducts);
  }

  return (
    <ProductForm
      // A reloaded listing (another version) starts the form again from what it is now.
      key={product.version}
      label="Edit product"
      initial={toProductForm({ ...product, mobile: contact.data.mobile })}
      submitLabel="Save changes"
      busyLabel="Saving…"
      onSubmit={onSubmit}
      recovery={(error) =>
        error instanceof ApiClientError && error.status === 409 && !listing.isFetching ? (
          <TouchButton type="button" $variant="secondary" onClick={() => void listing.refetch()}>
            Reload the listing
          </TouchButton>
        ) : null
      }
    />
  );
}
