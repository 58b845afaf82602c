/**
 * The query keys more than one app needs. Inside the site all remotes share one query cache, so a
 * root is a contract between them: invalidating it refreshes every query under it, in whichever
 * remote it lives (the seller's writes invalidate `products`, which refreshes the storefront's
 * carousel, category and product pages). A remote keeps its own keys in its `src/api/query-keys.ts`,
 * each built under the root it belongs to; the keys of the platform's own queries are here too.
 */
export const queryKeys = {
  /** Root of every product list and detail: invalidate after adding, advertising, booking, reporting, paying or deleting. */
  products: ['products'] as const,
  /** Root of the buyer's bookings: invalidate after booking, paying or cancelling. */
  bookings: ['bookings'] as const,
  /** Root of sellers' profiles and reviews: invalidate after a review. */
  sellers: ['sellers'] as const,
  /** GET /report, the admin's reported items: invalidate after reporting or deleting a product. */
  reports: ['reports'] as const,
  /** GET /categories (useCategories). */
  categories: ['categories'] as const,
  /** GET /favourites (useFavourites): invalidate after saving or unsaving. */
  favourites: ['favourites'] as const,
  /** GET /me/badges (useBadges): the unread counts of messages and notifications. */
  badges: ['badges'] as const,
  /** Root of the signed-in user's conversations and their messages. */
  conversations: ['conversations'] as const,
  /** GET /users/role?email= (useRole). */
  role: (email: string) => ['users', 'role', email] as const,
};
