import { queryKeys } from '@replay/platform';

/** The buyer's own query keys, under the bookings root the storefront invalidates after a booking. */
export const buyerKeys = {
  bookings: {
    /** GET /booking?email=. */
    list: (email: string) => [...queryKeys.bookings, 'list', email] as const,
    /** GET /booking/{id}. */
    detail: (id: string) => [...queryKeys.bookings, 'detail', id] as const,
  },
};
