import type { RouteObject } from 'react-router';

/** The setup screens (where orders may go): flows, partner systems and requisites. Each loads on demand. */
export const setupRoutes: RouteObject[] = [
  { path: 'potoc', lazy: () => import('./potoc-page').then((module) => ({ Component: module.PotocPage })) },
  { path: 'partners', lazy: () => import('./partners-page').then((module) => ({ Component: module.PartnersPage })) },
  { path: 'requisites', lazy: () => import('./requisites-page').then((module) => ({ Component: module.AdminRequisitesPage })) },
  { path: 'requisite', lazy: () => import('./requisites-page').then((module) => ({ Component: module.TraderRequisitesPage })) },
];
