import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../shared/ui/full-screen-loader';
import { HomeRedirect, RequireUser, RootLayout } from './routes/root-layout';
import { RouteErrorPage } from './routes/route-error-page';
import { SECTION_PAGES, type SectionHandle } from './routes/sections';
import { walletsRoutes } from './routes/wallets-routes';
import { routingRoutes } from './routes/routing-routes';

// Screens load on demand so the login page pulls in little code.
const sectionRoutes: RouteObject[] = SECTION_PAGES.map(({ path, titleKey }) => ({
  path,
  handle: { titleKey } satisfies SectionHandle,
  lazy: () => import('./routes/section-page').then((module) => ({ Component: module.SectionPage })),
}));

// The users page answers on /users and on one path per tab.
const usersRoutes: RouteObject[] = ['users', 'traders', 'admins', 'agents', 'merchants'].map((path) => ({
  path,
  lazy: () => import('./routes/users-page').then((module) => ({ Component: module.UsersPage })),
}));

const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: 'login', lazy: () => import('./routes/login-page').then((module) => ({ Component: module.LoginPage })) },
      {
        path: 'invite_code',
        lazy: () => import('./routes/invite-page').then((module) => ({ Component: module.InvitePage })),
      },
      {
        element: <RequireUser />,
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
          ...routingRoutes,
          ...sectionRoutes,
        ],
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found-page').then((module) => ({ Component: module.NotFoundPage })),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
