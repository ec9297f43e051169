import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader, ScreenLoader } from '../shared/ui/full-screen-loader';
import { LoginPage } from './public/login-page';
import { HomeRedirect, RequireUser, RootLayout } from './routes/root-layout';
import { RouteErrorPage } from './routes/route-error-page';
import { walletsRoutes } from './routes/wallets-routes';
import { setupRoutes } from './routes/setup-routes';
import { ordersRoutes } from './routes/orders-routes';
import { terminalsRoutes } from './routes/terminals-routes';

// The users page answers on /users and on one path per tab.
const usersRoutes: RouteObject[] = ['users', 'traders', 'admins', 'agents', 'merchants'].map((path) => ({
  path,
  lazy: () => import('./routes/users-page').then((module) => ({ Component: module.UsersPage })),
}));

const routes: RouteObject[] = [
  // The customer's payment page: public, outside the back-office's shell and session, its own chunk.
  {
    path: '/pay/:token',
    hydrateFallbackElement: <FullScreenLoader />,
    lazy: () => import('./public/payment-page-route').then((module) => ({ Component: module.PaymentPageRoute })),
  },
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      { index: true, element: <HomeRedirect /> },
      // The page most first visits open: in the first bundle, one round trip sooner on a phone.
      { path: 'login', Component: LoginPage },
      {
        path: 'invite_code',
        lazy: () => import('./public/invite-page').then((module) => ({ Component: module.InvitePage })),
      },
      {
        element: <RequireUser />,
        // While a signed-in screen's code loads at the start, the header and the menu are already
        // drawn around this loader instead of a blank page with a spinner.
        hydrateFallbackElement: <ScreenLoader />,
        children: [
          {
            path: 'settings',
            lazy: () => import('./routes/settings-page').then((module) => ({ Component: module.SettingsPage })),
          },
          { path: 'api', lazy: () => import('./routes/api-page').then((module) => ({ Component: module.ApiPage })) },
          ...usersRoutes,
          {
            path: 'agent/traders',
            lazy: () => import('./routes/agent-traders-page').then((module) => ({ Component: module.AgentTradersPage })),
          },
          ...walletsRoutes,
          ...setupRoutes,
          ...ordersRoutes,
          ...terminalsRoutes,
          {
            path: 'statistics',
            lazy: () => import('./routes/statistics-page').then((module) => ({ Component: module.AdminStatisticsPage })),
          },
          {
            path: 'statistic',
            lazy: () => import('./routes/statistics-page').then((module) => ({ Component: module.MyStatisticsPage })),
          },
          {
            path: 'reconciliation',
            lazy: () => import('./routes/reports-page').then((module) => ({ Component: module.ReconciliationPage })),
          },
          { path: 'antifraud', lazy: () => import('./routes/antifraud-page').then((module) => ({ Component: module.AntiFraudPage })) },
        ],
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found-page').then((module) => ({ Component: module.NotFoundPage })),
      },
    ],
  },
];

/** The list screens whose first answers are asked for while their code loads (routes/list-prefetch.ts). */
const PREFETCHED: Record<string, 'users' | 'balance'> = {
  ...Object.fromEntries(usersRoutes.map((route) => [route.path, 'users' as const])),
  balance: 'balance',
};

/**
 * A loader that starts the screen's list requests and returns at once: the page still renders as
 * soon as its code is there (showing its skeleton if the answer is not), only the wait is shorter.
 * It runs when the screen is entered, not on the screen's own changes (page, sort, filters).
 */
const withListPrefetch = (list: RouteObject[], queryClient: QueryClient): RouteObject[] =>
  list.map((route) => {
    const page = route.path ? PREFETCHED[route.path] : undefined;
    const children = route.children ? withListPrefetch(route.children, queryClient) : undefined;
    if (!page) return (children ? { ...route, children } : route) as RouteObject;
    return {
      ...route,
      loader: ({ request }) => {
        const url = new URL(request.url);
        void import('./routes/list-prefetch').then((module) => module.LIST_PREFETCH[page](queryClient, url)).catch(() => undefined);
        return null;
      },
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    } as RouteObject;
  });

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(withListPrefetch(routes, queryClient));
