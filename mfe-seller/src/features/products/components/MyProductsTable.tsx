import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice, paths, type Product, type ProductState } from '@replay/contract';
import {
  Badge,
  Button,
  LoadError,
  LoadMore,
  Loading,
  Table,
  notifyError,
  notifySuccess,
  useConfirmedAction,
  type BadgeTone,
  type TableColumn,
} from '@replay/platform';
import { useAdvertiseProduct } from '../api/advertise-product';
import { useDeleteProduct } from '../api/delete-product';
import { useMyProducts } from '../api/get-my-products';
import { useCloseProduct, useMarkSoldElsewhere, useReopenProduct } from '../api/listing-state';
import { AdvertiseProductModal } from './AdvertiseProductModal';
import { CloseProductModal } from './CloseProductModal';
import { DeleteProductModal } from './DeleteProductModal';
import { SoldElsewhereModal } from './SoldElsewhereModal';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const STATUS: Record<ProductState, { label: string; tone: BadgeTone }> = {
  available: { label: 'Available', tone: 'success' },
  closed: { label: 'Closed', tone: 'warning' },
  sold: { label: 'Sold', tone: 'neutral' },
};

interface ProductActionsProps {
  product: Product;
  onAdvertise: (product: Product) => void;
  onClose: (product: Product) => void;
  onReopen: (product: Product) => void;
  onSoldElsewhere: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/**
 * What a listing offers in its state: an available one Advertise (or its badge), Edit, Close and
 * Mark as sold elsewhere; a closed one Edit, Reopen, Mark as sold elsewhere and Sell similar; a sold
 * one Sell similar. Every one Delete.
 */
function ProductActions({ product, onAdvertise, onClose, onReopen, onSoldElsewhere, onDelete }: ProductActionsProps) {
  const { state, title } = product;
  const action = (label: string, onClick: (product: Product) => void, variant: 'secondary' | 'ghost' = 'ghost') => (
    <Button type="button" $small $variant={variant} onClick={() => onClick(product)} aria-label={`${label} ${title}`}>
      {label}
    </Button>
  );
  const link = (label: string, to: string) => (
    <Button as={Link} to={to} $small $variant="ghost" aria-label={`${label} ${title}`}>
      {label}
    </Button>
  );
  return (
    <Actions>
      {state === 'available' && product.advertise && <Badge $tone="info">Advertised</Badge>}
      {state === 'available' && !product.advertise && action('Advertise', onAdvertise, 'secondary')}
      {state !== 'sold' && link('Edit', paths.editProduct(product._id))}
      {state === 'available' && action('Close', onClose)}
      {state === 'closed' && action('Reopen', onReopen)}
      {state !== 'sold' && action('Mark as sold elsewhere', onSoldElsewhere)}
      {state !== 'available' && link('Sell similar', paths.sellSimilar(product._id))}
      <Button type="button" $small $variant="danger" onClick={() => onDelete(product)} aria-label={`Delete ${title}`}>
        Delete
      </Button>
    </Actions>
  );
}

/** My Products: number, Name, Price (resale), Status (Available, Closed, Sold), Action. */
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
  const close = useConfirmedAction({
    mutation: useCloseProduct(),
    variablesOf: (product: Product) => product,
    successText: 'Listing closed',
  });
  const soldElsewhere = useConfirmedAction({
    mutation: useMarkSoldElsewhere(),
    variablesOf: (product: Product) => product,
    successText: 'Marked as sold elsewhere',
  });
  // Reopening takes nothing away: no confirmation.
  const reopen = useReopenProduct();
  const onReopen = (product: Product) =>
    reopen.mutate(product, { onSuccess: () => notifySuccess('Listing reopened'), onError: notifyError });

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
      cell: (product) => <Badge $tone={STATUS[product.state].tone}>{STATUS[product.state].label}</Badge>,
    },
    {
      header: 'Action',
      cell: (product) => (
        <ProductActions
          product={product}
          onAdvertise={advertise.ask}
          onClose={close.ask}
          onReopen={onReopen}
          onSoldElsewhere={soldElsewhere.ask}
          onDelete={remove.ask}
        />
      ),
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
      <CloseProductModal action={close} />
      <SoldElsewhereModal action={soldElsewhere} />
    </>
  );
}
