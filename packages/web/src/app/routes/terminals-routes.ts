import type { RouteObject } from 'react-router';

/** The terminal screens: the admin's devices and notification templates, and the trader's terminals. */
export const terminalsRoutes: RouteObject[] = [
  { path: 'devices', lazy: () => import('./terminals-pages').then((module) => ({ Component: module.DevicesPage })) },
  {
    path: 'devices/templates',
    lazy: () => import('./notification-templates-page').then((module) => ({ Component: module.NotificationTemplatesPage })),
  },
  { path: 'terminal', lazy: () => import('./terminals-pages').then((module) => ({ Component: module.TerminalPage })) },
];
