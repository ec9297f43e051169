import { AppShell, Drawer, Progress } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { CurrentUser } from '@paydesk/contract';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { InsuranceModal, needsInsurance } from '../../features/account/components/insurance-modal';
import { useT } from '../../shared/i18n/use-t';
import { SideMenu } from '../menu/side-menu';
import { HeaderBar } from './header-bar';

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

  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [pathname, isMobile, closeDrawer]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true, desktop: !showMenu } }}
      padding="md"
    >
      {navigation.state === 'loading' ? (
        <Progress value={100} animated size="xs" radius={0} pos="fixed" top={0} left={0} right={0} style={{ zIndex: 1000 }} />
      ) : null}
      <AppShell.Header>
        <HeaderBar showBurger={showMenu && isMobile} menuOpened={drawerOpened} onBurger={drawer.toggle} signedIn={Boolean(user?.uuid)} />
      </AppShell.Header>
      {user && showMenu && !isMobile ? (
        <AppShell.Navbar p="sm">
          <SideMenu user={user} />
        </AppShell.Navbar>
      ) : null}
      {user && showMenu && isMobile ? (
        <Drawer opened={drawerOpened} onClose={drawer.close} title={t('header.menuTitle')} size={280} padding="sm">
          <SideMenu user={user} onNavigate={drawer.close} />
        </Drawer>
      ) : null}
      <AppShell.Main>{children}</AppShell.Main>
      {user && needsInsurance(user) ? <InsuranceModal user={user} /> : null}
    </AppShell>
  );
};
