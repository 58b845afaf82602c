import { Link } from 'react-router-dom';
import styled, { type DefaultTheme } from 'styled-components';
import type { UseMutationResult } from '@tanstack/react-query';
import { formatPrice, paths, type Product, type ProductState } from '@replay/contract';
import {
  Badge,
  EmptyState,
  ProductThumb,
  QueryContent,
  notifyError,
  notifySuccess,
  useConfirmedAction,
  type BadgeTone,
} from '@replay/platform';
import { ActionMenu, type ActionMenuItem } from '../../../components/ActionMenu';
import { TouchButton } from '../../../components/TouchButton';
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

const phone = ({ theme }: { theme: DefaultTheme }) => `(max-width: ${theme.breakpoints.md})`;

const visuallyHidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

// No overflow on the frame: a row's More menu opens over the rows below it, not inside a scroll box.
const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  @media ${phone} {
    border: none;
    background: none;
  }
`;

/**
 * A table on a wide screen (the spec's columns). On a phone each row is a compact card at most
 * 120 px tall: the photo at its left, the title, price and state beside it, the primary action
 * and More under them. The elements stay a table for screen readers; its header row is not shown.
 */
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  @media ${phone} {
    display: block;
    thead {
      ${visuallyHidden}
    }
    tbody {
      display: grid;
      gap: ${({ theme }) => theme.space(2)};
    }
    td {
      padding: 0;
      border: none;
    }
  }
`;

const THUMB_WIDTH = '64px';

const Row = styled.tr`
  @media ${phone} {
    position: relative;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas:
      'name name'
      'price status'
      'action action';
    align-items: center;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    padding-left: calc(${THUMB_WIDTH} + ${({ theme }) => theme.space(6)});
    line-height: 1.25;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const NumberCell = styled.td`
  @media ${phone} {
    ${visuallyHidden}
  }
`;

const NameCell = styled.td`
  > div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-width: 0;
  }
  img {
    flex: none;
  }
  @media ${phone} {
    grid-area: name;
    min-width: 0;
    img {
      position: absolute;
      top: ${({ theme }) => theme.space(2)};
      left: ${({ theme }) => theme.space(3)};
    }
    /* One line: a long title is cut, its whole text still read and shown on Edit. */
    span {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      font-weight: 600;
    }
  }
`;

const PriceCell = styled.td`
  white-space: nowrap;
  @media ${phone} {
    grid-area: price;
  }
`;

const StatusCell = styled.td`
  @media ${phone} {
    grid-area: status;
  }
`;

const ActionCell = styled.td`
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  @media ${phone} {
    grid-area: action;
    > div {
      flex-wrap: nowrap;
    }
  }
`;

const Next = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

interface ListingActions {
  onAdvertise: (product: Product) => void;
  onClose: (product: Product) => void;
  onReopen: (product: Product) => void;
  onSoldElsewhere: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/**
 * Everything a listing offers in its state, for its More menu: an available one Edit, Advertise
 * (unless advertised), Close and Mark as sold elsewhere; a closed one Edit, Reopen, Mark as sold
 * elsewhere and Sell similar; a sold one Sell similar. Every one Delete.
 */
function menuItems(product: Product, actions: ListingActions): ActionMenuItem[] {
  const { state } = product;
  const on = (handler: (product: Product) => void) => () => handler(product);
  const items: Array<ActionMenuItem | false> = [
    state !== 'sold' && { label: 'Edit', to: paths.editProduct(product._id) },
    state === 'available' && !product.advertise && { label: 'Advertise', onSelect: on(actions.onAdvertise) },
    state === 'available' && { label: 'Close', onSelect: on(actions.onClose) },
    state === 'closed' && { label: 'Reopen', onSelect: on(actions.onReopen) },
    state !== 'sold' && { label: 'Mark as sold elsewhere', onSelect: on(actions.onSoldElsewhere) },
    state !== 'available' && { label: 'Sell similar', to: paths.sellSimilar(product._id) },
    { label: 'Delete', onSelect: on(actions.onDelete), danger: true },
  ];
  return items.filter((item): item is ActionMenuItem => item !== false);
}

/**
 * The one action that matters in a listing's state, in sight: Advertise while it can be (the
 * 'Advertised' badge once it is, then Edit), Reopen when closed, Sell similar when sold.
 */
function PrimaryAction({ product, actions }: { product: Product; actions: ListingActions }) {
  const { state, title } = product;
  const link = (label: string, to: string) => (
    <TouchButton as={Link} to={to} $small $variant="ghost" aria-label={`${label} ${title}`}>
      {label}
    </TouchButton>
  );
  const button = (label: string, onClick: (product: Product) => void) => (
    <TouchButton
      type="button"
      $small
      $variant="secondary"
      onClick={() => onClick(product)}
      aria-label={`${label} ${title}`}
    >
      {label}
    </TouchButton>
  );
  if (state === 'sold') return link('Sell similar', paths.sellSimilar(product._id));
  if (state === 'closed') return button('Reopen', actions.onReopen);
  if (!product.advertise) return button('Advertise', actions.onAdvertise);
  return (
    <>
      <Badge $tone="info">Advertised</Badge>
      {link('Edit', paths.editProduct(product._id))}
    </>
  );
}

function ProductRow({ product, index, actions }: { product: Product; index: number; actions: ListingActions }) {
  const status = STATUS[product.state];
  return (
    <Row>
      <NumberCell>{index + 1}</NumberCell>
      <NameCell>
        <div>
          <ProductThumb src={product.imageUrl} alt="" lazy />
          <span>{product.title}</span>
        </div>
      </NameCell>
      <PriceCell>${formatPrice(product.resprice)}</PriceCell>
      <StatusCell>
        <Badge $tone={status.tone}>{status.label}</Badge>
      </StatusCell>
      <ActionCell>
        <div>
          <PrimaryAction product={product} actions={actions} />
          <ActionMenu label="More" name={`More actions for ${product.title}`} items={menuItems(product, actions)} />
        </div>
      </ActionCell>
    </Row>
  );
}

/** A change to a listing behind its confirmation, toasting `successText` once done. */
const useListingAction = (mutation: UseMutationResult<unknown, Error, Product>, successText: string) =>
  useConfirmedAction({ mutation, variablesOf: (product: Product) => product, successText });

/** My Products: number, Name (photo and title), Price (resale), Status (Available, Closed, Sold), Action. */
export function MyProductsTable() {
  const products = useMyProducts();
  const advertise = useListingAction(useAdvertiseProduct(), 'Advertise confirmed');
  const remove = useListingAction(useDeleteProduct(), 'Product Delete Confirmed');
  const close = useListingAction(useCloseProduct(), 'Listing closed');
  const soldElsewhere = useListingAction(useMarkSoldElsewhere(), 'Marked as sold elsewhere');
  // Reopening takes nothing away: no confirmation.
  const reopen = useReopenProduct();
  const actions: ListingActions = {
    onAdvertise: advertise.ask,
    onClose: close.ask,
    onReopen: (product) =>
      reopen.mutate(product, { onSuccess: () => notifySuccess('Listing reopened'), onError: notifyError }),
    onSoldElsewhere: soldElsewhere.ask,
    onDelete: remove.ask,
  };

  return (
    <>
      <QueryContent query={products} label="Loading your products" context="Your products could not be loaded">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>
              You haven&apos;t add any Product yet
              <Next>
                <TouchButton as={Link} to={paths.addProduct}>
                  Add your first product
                </TouchButton>
              </Next>
            </EmptyState>
          ) : (
            <Frame>
              <StyledTable>
                <thead>
                  <tr>
                    <th>#</th>
                    <th>Name</th>
                    <th>Price</th>
                    <th>Status</th>
                    <th>Action</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((product, index) => (
                    <ProductRow key={product._id} product={product} index={index} actions={actions} />
                  ))}
                </tbody>
              </StyledTable>
            </Frame>
          )
        }
      </QueryContent>
      <AdvertiseProductModal action={advertise} />
      <DeleteProductModal action={remove} />
      <CloseProductModal action={close} />
      <SoldElsewhereModal action={soldElsewhere} />
    </>
  );
}
