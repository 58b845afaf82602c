import { queryKeys } from '@replay/platform';

/** The seller's own query keys; their products' list sits under the products root every product write invalidates. */
export const sellerKeys = {
  products: {
    /** GET /products?email=: the seller's own products. */
    ofSeller: (email: string) => [...queryKeys.products, 'seller', email] as const,
    /** GET /product/{id}: one listing to edit or sell again. */
    listing: (id: string) => [...queryKeys.products, 'listing', id] as const,
  },
  /** GET /seller/bookings: bookings of the seller's products. */
  bookings: ['seller-bookings'] as const,
};
