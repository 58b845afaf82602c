import { ErrorText, getErrorMessage, LoadMore, PageTitle, Spinner } from '@replay/platform';
import { useBookings } from '../../api/bookings';
import { OrdersTable } from './components/OrdersTable';

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
