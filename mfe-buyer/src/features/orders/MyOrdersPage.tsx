import { ErrorText, getErrorMessage, LoadMore, PageTitle, Spinner, type PageLoaderArgs } from '@replay/platform';
import { bookingsQueryOptions, useBookings } from '../../api/bookings';
import { OrdersTable } from './components/OrdersTable';

/**
 * The first page of the buyer's bookings is asked for as soon as access is known, while the
 * page renders, instead of once it has mounted; the page shows at once (not awaited).
 */
export function loader({ queryClient, apiClient, user }: PageLoaderArgs) {
  if (user?.email) void queryClient.prefetchInfiniteQuery(bookingsQueryOptions(apiClient, user.email));
  return null;
}

/** My Orders (/dashboard/myorders): the signed-in buyer's bookings and their payment state. */
export function Component() {
  const bookings = useBookings();

  return (
    <section>
      <PageTitle>My Orders</PageTitle>
      {bookings.isPending ? (
        <Spinner />
      ) : bookings.isError ? (
        <ErrorText>{getErrorMessage(bookings.error)}</ErrorText>
      ) : (
        <>
          <OrdersTable bookings={bookings.data} />
          <LoadMore query={bookings} />
        </>
      )}
    </section>
  );
}
