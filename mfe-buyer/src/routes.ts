import type { RemoteRoutes } from '@replay/shared';

/** Exposed as `buyer/routes`: the page of each route id the route table gives this remote. */
const routes: RemoteRoutes<'buyer'> = {
  myOrders: () => import('./features/orders/MyOrdersPage'),
  payment: () => import('./features/payment/PaymentPage'),
};

export default routes;
