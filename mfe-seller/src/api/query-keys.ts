import { queryKeys } from '@replay/platform';

/** Root of the seller's money: balance, ledger, payouts and payout account (the Payouts page). */
const money = ['seller-money'] as const;

/** The seller's own query keys; their products' list sits under the products root every product write invalidates. */
export const sellerKeys = {
  products: {
    /** GET /products?email=: the seller's own products. */
    ofSeller: (email: string) => [...queryKeys.products, 'seller', email] as const,
    /** GET /product/{id}: one listing to edit or sell again. */
    listing: (id: string) => [...queryKeys.products, 'listing', id] as const,
    /** GET /product/{id}/contact: the listing's mobile, which public answers leave out. */
    contact: (id: string) => [...queryKeys.products, 'contact', id] as const,
  },
  /** GET /seller/bookings: bookings of the seller's products. */
  bookings: ['seller-bookings'] as const,
  /** GET /fees: the Replay Market fee's rule (public, the same for everyone). */
  feeRule: ['fee-rule'] as const,
  money: {
    /** GET /me/balance: pending, available, paid out. */
    balance: [...money, 'balance'] as const,
    /** GET /me/ledger: the ledger's lines, a page at a time. */
    ledger: [...money, 'ledger'] as const,
    /** GET /me/payouts: the payouts, a page at a time. */
    payouts: [...money, 'payouts'] as const,
    /** GET /me/payout-account: where payouts go and what the provider still needs. */
    payoutAccount: [...money, 'payout-account'] as const,
  },
};
