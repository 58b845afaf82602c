import { paths, type Role } from '../contract';

export const REMOTE_NAMES = ['storefront', 'buyer', 'seller', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Who may open a page: anyone, any signed-in user, or signed-in users with one of the roles. */
export type Access = 'public' | 'user' | readonly Role[];

export interface RemoteRouteEntry {
  /** Key of the page loader in the owning remote's `./routes` module. */
  id: string;
  remote: RemoteName;
  /** React Router path pattern. */
  path: string;
  /** Page title; also the drawer label of dashboard pages. */
  title: string;
  access: Access;
  /** Dashboard pages render in the dashboard layout and are listed in its drawer. */
  dashboard: boolean;
}

/**
 * Every page a remote owns: where it is mounted, who may open it, which layout shows it.
 * The shell builds its router and dashboard drawer from this table (authorization as data);
 * a standalone remote mounts its own rows at the same paths.
 */
export const remoteRouteTable = [
  { id: 'home', remote: 'storefront', path: paths.home, title: 'Home', access: 'public', dashboard: false },
  { id: 'blog', remote: 'storefront', path: paths.blog, title: 'Blog', access: 'public', dashboard: false },
  { id: 'category', remote: 'storefront', path: '/category/:id', title: 'Category', access: 'user', dashboard: false },
  { id: 'product', remote: 'storefront', path: '/product/:id', title: 'Product', access: 'user', dashboard: false },
  { id: 'myOrders', remote: 'buyer', path: paths.myOrders, title: 'My Orders', access: ['buyer'], dashboard: true },
  { id: 'payment', remote: 'buyer', path: '/dashboard/payment/:id', title: 'Payment', access: ['buyer'], dashboard: true },
  { id: 'addProduct', remote: 'seller', path: paths.addProduct, title: 'Add Product', access: ['seller'], dashboard: true },
  { id: 'myProducts', remote: 'seller', path: paths.myProducts, title: 'My Products', access: ['seller'], dashboard: true },
  { id: 'allSellers', remote: 'admin', path: paths.allSellers, title: 'All Sellers', access: ['admin'], dashboard: true },
  { id: 'allBuyers', remote: 'admin', path: paths.allBuyers, title: 'All Buyers', access: ['admin'], dashboard: true },
  { id: 'reports', remote: 'admin', path: paths.reports, title: 'Reported Items', access: ['admin'], dashboard: true },
] as const satisfies readonly RemoteRouteEntry[];

type TableRow = (typeof remoteRouteTable)[number];

/** Route ids a remote must provide in its `./routes` module. */
export type RemoteRouteId<R extends RemoteName = RemoteName> = Extract<TableRow, { remote: R }>['id'];

/** Dashboard drawer links: pages without a path parameter, in table order. */
export const dashboardMenu: readonly RemoteRouteEntry[] = remoteRouteTable.filter(
  (entry) => entry.dashboard && !entry.path.includes(':'),
);

export function routesOf(remote: RemoteName): readonly RemoteRouteEntry[] {
  return remoteRouteTable.filter((entry) => entry.remote === remote);
}
