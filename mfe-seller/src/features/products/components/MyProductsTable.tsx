import styled from 'styled-components';
import { formatPrice, type Product } from '@replay/contract';
import {
  Badge,
  Button,
  LoadError,
  LoadMore,
  Loading,
  Table,
  useConfirmedAction,
  type TableColumn,
} from '@replay/platform';
import { useAdvertiseProduct } from '../api/advertise-product';
import { useDeleteProduct } from '../api/delete-product';
import { useMyProducts } from '../api/get-my-products';
import { AdvertiseProductModal } from './AdvertiseProductModal';
import { DeleteProductModal } from './DeleteProductModal';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

interface ProductActionsProps {
  product: Product;
  onAdvertise: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** Advertise only for available products; advertised ones carry the badge. */
function ProductActions({ product, onAdvertise, onDelete }: ProductActionsProps) {
  return (
    <Actions>
      {product.status && product.advertise && <Badge $tone="info">Advertised</Badge>}
      {product.status && !product.advertise && (
        <Button
          type="button"
          $small
          $variant="secondary"
          onClick={() => onAdvertise(product)}
          aria-label={`Advertise ${product.title}`}
        >
          Advertise
        </Button>
      )}
      <Button
        type="button"
        $small
        $variant="danger"
        onClick={() => onDelete(product)}
        aria-label={`Delete ${product.title}`}
      >
        Delete
      </Button>
    </Actions>
  );
}

/** My Products: number, Name, Price (resale), Status, Action. */
export function MyProductsTable() {
  const products = useMyProducts();
  const advertise = useConfirmedAction({
    mutation: useAdvertiseProduct(),
    variablesOf: (product: Product) => product,
    successText: 'Advertise confirmed',
  });
  const remove = useConfirmedAction({
    mutation: useDeleteProduct(),
    variablesOf: (product: Product) => product,
    successText: 'Product Delete Confirmed',
  });

  if (products.isPending) return <Loading label="Loading your products" />;
  if (products.isError) {
    return (
      <LoadError
        error={products.error}
        context="Your products could not be loaded"
        onRetry={() => void products.refetch()}
      />
    );
  }

  const columns: ReadonlyArray<TableColumn<Product>> = [
    { header: '#', cell: (_, index) => index + 1 },
    { header: 'Name', cell: (product) => product.title },
    { header: 'Price', cell: (product) => `$${formatPrice(product.resprice)}` },
    {
      header: 'Status',
      cell: (product) =>
        product.status ? <Badge $tone="success">Available</Badge> : <Badge $tone="neutral">Sold</Badge>,
    },
    {
      header: 'Action',
      cell: (product) => <ProductActions product={product} onAdvertise={advertise.ask} onDelete={remove.ask} />,
    },
  ];

  return (
    <>
      <Table
        columns={columns}
        rows={products.data}
        rowKey={(product) => product._id}
        emptyText="You haven't add any Product yet"
      />
      <LoadMore query={products} />
      <AdvertiseProductModal action={advertise} />
      <DeleteProductModal action={remove} />
    </>
  );
}
