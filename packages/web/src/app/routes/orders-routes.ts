import type { RouteObject } from 'react-router';

/** The order screens: active, history, deals, unprocessed, and the routing directions. They share one chunk. */
export const ordersRoutes: RouteObject[] = [
  { path: 'active', lazy: () => import('./orders-pages').then((module) => ({ Component: module.ActiveOrdersPage })) },
  { path: 'history', lazy: () => import('./orders-pages').then((module) => ({ Component: module.OrderHistoryPage })) },
  { path: 'deals', lazy: () => import('./orders-pages').then((module) => ({ Component: module.DealsPage })) },
  { path: 'directions', lazy: () => import('./orders-pages').then((module) => ({ Component: module.DirectionsPage })) },
  { path: 'unprocessed', lazy: () => import('./orders-pages').then((module) => ({ Component: module.UnprocessedPage })) },
];
