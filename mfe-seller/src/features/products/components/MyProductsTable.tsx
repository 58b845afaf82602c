import { Link } from 'react-router-dom';
import type { UseMutationResult } from '@tanstack/react-query';
import { formatPrice, paths, type Product, type ProductState } from '@replay/contract';
import {
  Badge,
  Button,
  ButtonRow,
  QueryContent,
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
    <ButtonRow>
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
    </ButtonRow>
  );
}

/** A change to a listing behind its confirmation, toasting `successText` once done. */
const useListingAction = (mutation: UseMutationResult<unknown, Error, Product>, successText: string) =>
  useConfirmedAction({ mutation, variablesOf: (product: Product) => product, successText });

/** My Products: number, Name, Price (resale), Status (Available, Closed, Sold), Action. */
export function MyProductsTable() {
  const products = useMyProducts();
  const advertise = useListingAction(useAdvertiseProduct(), 'Advertise confirmed');
  const remove = useListingAction(useDeleteProduct(), 'Product Delete Confirmed');
  const close = useListingAction(useCloseProduct(), 'Listing closed');
  const soldElsewhere = useListingAction(useMarkSoldElsewhere(), 'Marked as sold elsewhere');
  // Reopening takes nothing away: no confirmation.
  const reopen = useReopenProduct();
  const onReopen = (product: Product) =>
    reopen.mutate(product, { onSuccess: () => notifySuccess('Listing reopened'), onError: notifyError });

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
      <QueryContent query={products} label="Loading your products" context="Your products could not be loaded">
        {(rows) => (
          <Table
            columns={columns}
            rows={rows}
            rowKey={(product) => product._id}
            emptyText="You haven't add any Product yet"
          />
        )}
      </QueryContent>
      <AdvertiseProductModal action={advertise} />
      <DeleteProductModal action={remove} />
      <CloseProductModal action={close} />
      <SoldElsewhereModal action={soldElsewhere} />
    </>
  );
}
