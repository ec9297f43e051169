import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../shared/session/current-user';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader';
import { AppLayout } from '../shell/app-layout';
import { SessionLoadError } from '../shell/session-load-error';
import { loginStateFor } from './deep-link.util';

export const INVITE_PATH = '/invite_code';

/** Loads the session once (except on the invite link, which is for people without one). */
export const RootLayout = () => {
  const { pathname } = useLocation();
  const isInvite = pathname === INVITE_PATH;
  const session = useCurrentUser({ enabled: !isInvite });
  const user = isInvite ? null : (session.data ?? null);

  if (!isInvite && session.isPending) return <FullScreenLoader />;
  // A failed answer is not a signed-out user: no trip to /login, the address stays, a retry is offered.
  if (!isInvite && session.isError && session.data === undefined) {
    return (
      <AppLayout user={null}>
        <SessionLoadError onRetry={() => void session.refetch()} retrying={session.isFetching} />
      </AppLayout>
    );
  }

  return (
    <AppLayout user={user}>
      <Outlet />
    </AppLayout>
  );
};

/** Screens behind the session: without a user, go to the login screen. */
export const RequireUser = () => {
  const { data: user } = useCurrentUser();
  const location = useLocation();
  const { pathname } = location;
  // The address asked for rides along, so the login lands there instead of on the settings.
  if (!user) return <Navigate to="/login" replace state={loginStateFor(location)} />;
  // A role that must use two-factor reaches only the settings until it is on (the server enforces it).
  if (user.two_factor_setup_required && pathname !== '/settings') return <Navigate to="/settings" replace />;
  return <Outlet />;
};

export const HomeRedirect = () => {
  const { data: user } = useCurrentUser();
  return <Navigate to={user ? '/settings' : '/login'} replace />;
};
