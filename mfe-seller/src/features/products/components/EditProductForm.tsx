import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@replay/contract';
import { ApiClientError, Button, LoadError, Loading, notifySuccess, useCategories } from '@replay/platform';
import { useEditProduct } from '../api/edit-product';
import { useFeeRule } from '../api/get-fee-rule';
import { useListing } from '../api/get-listing';
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
  // Asked for beside the listing (the form's category list and the fee's rule), not after it.
  useCategories();
  useFeeRule();
  const edit = useEditProduct();

  if (listing.isPending) return <Loading label="Loading the listing" />;
  if (listing.isError)
    return (
      <LoadError
        error={listing.error}
        context="The listing could not be loaded"
        onRetry={() => void listing.refetch()}
      />
    );

  const product = listing.data;
  if (product.state === 'sold') {
    return (
      <p>
        <strong>{product.title}</strong> is sold and can no longer be changed.{' '}
        <Button as={Link} to={paths.sellSimilar(product._id)} $small $variant="secondary">
          Sell similar
        </Button>
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
      initial={toProductForm(product)}
      submitLabel="Save changes"
      busyLabel="Saving…"
      onSubmit={onSubmit}
      recovery={(error) =>
        error instanceof ApiClientError && error.status === 409 && !listing.isFetching ? (
          <Button type="button" $variant="secondary" onClick={() => void listing.refetch()}>
            Reload the listing
          </Button>
        ) : null
      }
    />
  );
}
