import type { RouteObject } from 'react-router';

/** The terminal screens: the admin's devices and the trader's terminals. They share one chunk. */
export const terminalsRoutes: RouteObject[] = [
  { path: 'devices', lazy: () => import('./terminals-pages').then((module) => ({ Component: module.DevicesPage })) },
  { path: 'terminal', lazy: () => import('./terminals-pages').then((module) => ({ Component: module.TerminalPage })) },
];
