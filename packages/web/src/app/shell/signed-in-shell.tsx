import { AppShell, Drawer } from '@mantine/core';
import type { CurrentUser } from '@paydesk/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { needsInsurance } from '../../features/account/components/needs-insurance.util';
import { useT } from '../../shared/i18n/use-t';
import { SideMenu } from '../menu/side-menu';

// Only a trader with insurance due sees it: its code (a modal, the deposit address's QR) loads then.
const InsuranceModal = lazy(() =>
  import('../../features/account/components/insurance-modal').then((module) => ({ default: module.InsuranceModal })),
);
const LiveServices = lazy(() => import('./live-services').then((module) => ({ default: module.LiveServices })));

/** False until the first screen is on: the live connection's code is asked for after it. */
const useAfterFirstScreen = () => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
};

type SignedInShellProps = {
  user: CurrentUser;
  isMobile: boolean;
  drawerOpened: boolean;
  onCloseDrawer: () => void;
};

/**
 * What only a signed-in user sees around the page: the menu (a drawer on phones), the insurance
 * gate and, once the first screen is on, the live connection. Loaded on demand, so the login
 * page carries none of it.
 */
export const SignedInShell = ({ user, isMobile, drawerOpened, onCloseDrawer }: SignedInShellProps) => {
  const t = useT();
  const live = useAfterFirstScreen();
  const showMenu = !needsInsurance(user);
  return (
    <>
      {showMenu && !isMobile ? (
        <AppShell.Navbar p="sm">
          <SideMenu user={user} />
        </AppShell.Navbar>
      ) : null}
      {showMenu && isMobile ? (
        <Drawer opened={drawerOpened} onClose={onCloseDrawer} title={t('header.menuTitle')} size={280} padding="sm">
          <SideMenu user={user} onNavigate={onCloseDrawer} />
        </Drawer>
      ) : null}
      {needsInsurance(user) ? (
        <Suspense fallback={null}>
          <InsuranceModal user={user} />
        </Suspense>
      ) : null}
      {live ? (
        <Suspense fallback={null}>
          <LiveServices user={user} />
        </Suspense>
      ) : null}
    </>
  );
};
