import { Alert, AppShell, Progress } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { CurrentUser } from '@paydesk/contract';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { needsInsurance } from '../../features/account/components/needs-insurance.util';
import { useT } from '../../shared/i18n/use-t';
import { clearSessionEnded, useSessionEnded } from '../../shared/session/session-ended';
import { HeaderBar } from './header-bar';
import classes from './skip-link.module.css';

const SignedInShell = lazy(() => import('./signed-in-shell').then((module) => ({ default: module.SignedInShell })));

/** Mantine's `sm` breakpoint (48em): below it the menu becomes a drawer. */
const MOBILE_QUERY = '(max-width: 47.99em)';
const NAVBAR_WIDTH = 260;

const matchesNow = (query: string) => typeof window !== 'undefined' && window.matchMedia(query).matches;

type AppLayoutProps = { user: CurrentUser | null; children: ReactNode };

export const AppLayout = ({ user, children }: AppLayoutProps) => {
  const t = useT();
  const isMobile = useMediaQuery(MOBILE_QUERY, matchesNow(MOBILE_QUERY), { getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const showMenu = user !== null && !needsInsurance(user);

  const sessionEnded = useSessionEnded();
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) clearSessionEnded();
  }, [signedIn]);

  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [pathname, isMobile, closeDrawer]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true, desktop: !showMenu } }}
      padding="md"
    >
      {/* The first stop of the Tab key: past the header and the menu, straight to the page. */}
      <a href="#main" className={classes.skipLink}>
        {t('header.skipToContent')}
      </a>
      {navigation.state === 'loading' ? (
        <Progress value={100} animated size="xs" radius={0} pos="fixed" top={0} left={0} right={0} style={{ zIndex: 1000 }} />
      ) : null}
      <AppShell.Header>
        <HeaderBar showBurger={showMenu && isMobile} menuOpened={drawerOpened} onBurger={drawer.toggle} signedIn={Boolean(user?.uuid)} />
      </AppShell.Header>
      {user ? (
        <Suspense fallback={null}>
          <SignedInShell user={user} isMobile={isMobile} drawerOpened={drawerOpened} onCloseDrawer={drawer.close} />
        </Suspense>
      ) : null}
      <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        {sessionEnded && !user && pathname === '/login' ? (
          <Alert color="yellow" maw={400} mx="auto" role="status" data-testid="session-ended">
            {t('session.ended')}
          </Alert>
        ) : null}
        {children}
      </AppShell.Main>
    </AppShell>
  );
};
