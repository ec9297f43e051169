import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useRealtime } from '../../features/realtime/hooks/use-realtime';
import { useCurrentUser } from '../../shared/session/current-user';
import { FullScreenLoader } from '../../shared/ui/full-screen-loader';
import { AppLayout } from '../shell/app-layout';

export const INVITE_PATH = '/invite_code';

/** Loads the session once (except on the invite link, which is for people without one). */
export const RootLayout = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isInvite = pathname === INVITE_PATH;
  const session = useCurrentUser({ enabled: !isInvite });
  const user = isInvite ? null : (session.data ?? null);

  useRealtime({ user, onSessionEnded: () => void navigate('/login', { replace: true }) });

  if (!isInvite && session.isPending) return <FullScreenLoader />;

  return (
    <AppLayout user={user}>
      <Outlet />
    </AppLayout>
  );
};

/** Screens behind the session: without a user, go to the login screen. */
export const RequireUser = () => {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  if (!user) return <Navigate to="/login" replace />;
  // A role that must use two-factor reaches only the settings until it is on (the server enforces it).
  if (user.two_factor_setup_required && pathname !== '/settings') return <Navigate to="/settings" replace />;
  return <Outlet />;
};

export const HomeRedirect = () => {
  const { data: user } = useCurrentUser();
  return <Navigate to={user ? '/settings' : '/login'} replace />;
};
