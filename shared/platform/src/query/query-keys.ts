/**
 * Every query key of the site, in one table. Inside the site all remotes share one query cache,
 * so a key is a contract between them: invalidating a root refreshes every query under it, in
 * whichever remote it lives (the seller's writes invalidate `products.all`, which refreshes the
 * storefront's carousel, category and product pages). Build keys only from this table.
 */

const products = ['products'] as const;
const productsInCategory = [...products, 'category'] as const;
const bookings = ['bookings'] as const;
const users = ['users'] as const;

export const queryKeys = {
  /** GET /categories (home grid, category heading, add-product select). */
  categories: ['categories'] as const,

  products: {
    /** Root of every product list and detail: invalidate after adding, advertising or deleting. */
    all: products,
    /** GET /product/advertise: the home carousel. */
    advertised: [...products, 'advertised'] as const,
    /** Root of every category's product list. */
    inAnyCategory: productsInCategory,
    /** GET /products/{categoryId}. */
    inCategory: (categoryId: string) => [...productsInCategory, categoryId] as const,
    /** GET /product/{id}. */
    detail: (id: string) => [...products, 'detail', id] as const,
    /** GET /products?email=: the seller's own products. */
    ofSeller: (email: string) => [...products, 'seller', email] as const,
    /** GET /products/search with the search page's query string. */
    search: (query: string) => [...products, 'search', query] as const,
  },

  bookings: {
    /** Root of the buyer's bookings: invalidate after booking or paying. */
    all: bookings,
    /** GET /booking?email=. */
    list: (email: string) => [...bookings, 'list', email] as const,
    /** GET /booking/{id}. */
    detail: (id: string) => [...bookings, 'detail', id] as const,
  },

  /** GET /favourites: the buyer's saved items; invalidate after saving or unsaving. */
  favourites: ['favourites'] as const,

  /** GET /seller/bookings: bookings of the seller's products. */
  sellerBookings: ['seller-bookings'] as const,

  sellers: {
    /** GET /sellers/{id}: a seller's profile and rating; invalidate the root after a review. */
    all: ['sellers'] as const,
    detail: (id: string) => ['sellers', id] as const,
    /** GET /sellers/{id}/reviews. */
    reviews: (id: string) => ['sellers', id, 'reviews'] as const,
  },

  /** GET /report: the admin's reported items; invalidate after reporting or deleting. */
  reports: ['reports'] as const,

  users: {
    /** GET /role/buyers or /role/sellers: the admin's user lists. */
    listed: (role: 'buyer' | 'seller') => [...users, role] as const,
    /** GET /users/role?email=. */
    role: (email: string) => [...users, 'role', email] as const,
  },
};
