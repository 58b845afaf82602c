/**
 * Every front-end URL, built in one place. Route patterns are for the
 * router; the functions build links.
 */
export const paths = {
  home: '/',
  blog: '/blog',
  login: '/login',
  signup: '/signup',
  category: (id: string) => `/category/${encodeURIComponent(id)}`,
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  dashboard: '/dashboard',
  myOrders: '/dashboard/myorders',
  payment: (bookingId: string) => `/dashboard/payment/${encodeURIComponent(bookingId)}`,
  addProduct: '/dashboard/addproduct',
  myProducts: '/dashboard/myproducts',
  allSellers: '/dashboard/allsellers',
  allBuyers: '/dashboard/allbuyer',
  reports: '/dashboard/reports',
  /** The search page; with a keyword, its results (`/search?q=zelda`). */
  search: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
  /** A seller's public page: profile, available products and reviews. */
  seller: (id: string) => `/seller/${encodeURIComponent(id)}`,
  /** Bookings of the seller's products. */
  myBookings: '/dashboard/mybookings',
  /** The buyer's saved items. */
  saved: '/dashboard/saved',
} as const;

/** API paths of the product server (server/README.md lists every call). */
export const api = {
  usersRole: '/users/role',
  usersVerified: '/users/verified',
  users: '/users',
  jwt: '/jwt',
  categories: '/categories',
  advertise: '/product/advertise',
  products: '/products',
  categoryProducts: (categoryId: string) => `/products/${encodeURIComponent(categoryId)}`,
  search: '/products/search',
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  deleteProduct: (id: string) => `/product/delete/${encodeURIComponent(id)}`,
  buyers: '/role/buyers',
  sellers: '/role/sellers',
  deleteBuyer: (id: string) => `/buyer/delete/${encodeURIComponent(id)}`,
  deleteSeller: (id: string) => `/seller/delete/${encodeURIComponent(id)}`,
  verifySeller: (id: string) => `/seller/verify/${encodeURIComponent(id)}`,
  reports: '/report',
  deleteReport: (productId: string) => `/report/delete/${encodeURIComponent(productId)}`,
  bookings: '/booking',
  booking: (id: string) => `/booking/${encodeURIComponent(id)}`,
  cancelBooking: (id: string) => `/booking/${encodeURIComponent(id)}/cancel`,
  sellerBookings: '/seller/bookings',
  reviews: '/reviews',
  seller: (id: string) => `/sellers/${encodeURIComponent(id)}`,
  sellerReviews: (id: string) => `/sellers/${encodeURIComponent(id)}/reviews`,
  favourites: '/favourites',
  favourite: (productId: string) => `/favourites/${encodeURIComponent(productId)}`,
  paymentIntent: '/create-payment-intent',
  payments: '/payments',
  testCardConfirm: '/payments/test-card/confirm',
  images: '/images',
  health: '/health',
} as const;
