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
  /** Add Product filled in with a sold or closed listing's fields and photos ("Sell similar"). */
  sellSimilar: (productId: string) => `/dashboard/addproduct?similar=${encodeURIComponent(productId)}`,
  myProducts: '/dashboard/myproducts',
  /** The seller's edit page of one of their listings. */
  editProduct: (id: string) => `/dashboard/products/${encodeURIComponent(id)}/edit`,
  allSellers: '/dashboard/allsellers',
  allBuyers: '/dashboard/allbuyer',
  reports: '/dashboard/reports',
  /** Messages members reported, for the admin to remove. */
  reportedMessages: '/dashboard/reportedmessages',
  /** The search page; with a keyword, its results (`/search?q=zelda`). */
  search: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
  /** A seller's public page: profile, available products and reviews. */
  seller: (id: string) => `/seller/${encodeURIComponent(id)}`,
  /** Bookings of the seller's products. */
  myBookings: '/dashboard/mybookings',
  /** The buyer's saved items. */
  saved: '/dashboard/saved',
  /** A signed-in user's notifications and e-mail preferences. */
  notifications: '/dashboard/notifications',
  /** A signed-in buyer's or seller's conversations (the inbox). */
  messages: '/dashboard/messages',
  /** One conversation: its messages and the box to write the next. */
  conversation: (id: string) => `/dashboard/messages/${encodeURIComponent(id)}`,
  /** The confirmation page of an e-mail's unsubscribe link; with its token, that link. */
  /** The signed-in user's account: profile, e-mail, export, deletion. */
  account: '/dashboard/account',
  forgotPassword: '/forgot-password',
  /** Where the links the API mails lead (`?mode=resetPassword|verifyEmail|verifyAndChangeEmail|recoverEmail&oobCode=…`). */
  authAction: '/auth/action',
  unsubscribe: (token?: string) => (token ? `/unsubscribe?token=${encodeURIComponent(token)}` : '/unsubscribe'),
} as const;
