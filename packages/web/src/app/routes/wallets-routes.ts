import type { RouteObject } from 'react-router';

/** The money screens: balance (users), payments and wallets (admins). Each loads on demand. */
export const walletsRoutes: RouteObject[] = [
  { path: 'balance', lazy: () => import('./balance-page').then((module) => ({ Component: module.BalancePage })) },
  { path: 'pay', lazy: () => import('./payments-page').then((module) => ({ Component: module.PaymentsPage })) },
  { path: 'wallets', lazy: () => import('./wallets-page').then((module) => ({ Component: module.WalletsPage })) },
];
