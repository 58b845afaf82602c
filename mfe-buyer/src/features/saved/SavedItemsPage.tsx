import { Link } from 'react-router-dom';
import { formatPrice, paths, type Product, type ProductState } from '@replay/contract';
import {
  Badge,
  type BadgeTone,
  Button,
  notifyError,
  PageTitle,
  QueryContent,
  Table,
  useFavourites,
  useToggleSaved,
  type TableColumn,
} from '@replay/platform';
import { ProductName } from '../../components/ProductName';

const STATE: Record<ProductState, { label: string; tone: BadgeTone }> = {
  available: { label: 'Available', tone: 'info' },
  closed: { label: 'Closed', tone: 'warning' },
  sold: { label: 'Sold', tone: 'neutral' },
};

/**
 * Saved items (/dashboard/saved): the products the buyer saved with the heart, latest first,
 * with price and state. A sold one reads "Sold", one its seller closed "Closed"; neither offers a
 * way to book it.
 */
export function Component() {
  const saved = useFavourites();
  const toggle = useToggleSaved();

  const columns: ReadonlyArray<TableColumn<Product>> = [
    { header: '#', cell: (_, index) => index + 1 },
    {
      header: 'Name',
      cell: (product) => (
        <ProductName imageUrl={product.imageUrl}>
          {product.state === 'available' ? (
            <Link to={paths.product(product._id)}>{product.title}</Link>
          ) : (
            <span>{product.title}</span>
          )}
        </ProductName>
      ),
    },
    { header: 'Price', cell: (product) => `$${formatPrice(product.resprice)}` },
    {
      header: 'Status',
      cell: (product) => <Badge $tone={STATE[product.state].tone}>{STATE[product.state].label}</Badge>,
    },
    {
      header: 'Action',
      cell: (product) => (
        <Button
          type="button"
          $small
          $variant="ghost"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ productId: product._id, saved: false }, { onError: notifyError })}
          aria-label={`Remove ${product.title} from saved items`}
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <section>
      <PageTitle>Saved items</PageTitle>
      <QueryContent query={saved} label="Loading saved items">
        {(rows) => (
          <Table
            columns={columns}
            rows={rows}
            rowKey={(product) => product._id}
            emptyText="You haven't saved any items yet"
          />
        )}
      </QueryContent>
    </section>
  );
}
