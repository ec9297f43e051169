import { AppShell, Drawer } from '@mantine/core';
import type { CurrentUser } from '@paydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { needsInsurance } from '../../features/account/components/needs-insurance.util';
import { useT } from '../../shared/i18n/use-t';
import { SideMenu } from '../menu/side-menu';

// Only a trader with insurance due sees it: its code (a modal, the deposit address's QR) loads then.
const InsuranceModal = lazy(() =>
  import('../../features/account/components/insurance-modal').then((module) => ({ default: module.InsuranceModal })),
);
const LiveServices = lazy(() => import('./live-services').then((module) => ({ default: module.LiveServices })));

/** Runs `run` when the browser has a moment (at the latest after two seconds); returns a cancel. */
const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 0);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(run, { timeout: 2000 });
  return () => window.cancelIdleCallback(idle);
};

/**
 * False until nothing is being fetched (the first screen has its data) and the browser has a
 * moment, or for five seconds at most: the live connection's code, and the schemas it checks
 * messages with, then load without competing with the first screen.
 */
const useAfterFirstScreen = () => {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const start = () => {
      unsubscribe();
      window.clearTimeout(latest);
      setReady(true);
    };
    const check = () => {
      if (queryClient.isFetching() > 0) {
        cancel?.();
        cancel = null;
      } else {
        cancel ??= whenIdle(start);
      }
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const latest = window.setTimeout(start, 5000);
    check();
    return () => {
      unsubscribe();
      window.clearTimeout(latest);
      cancel?.();
    };
  }, [queryClient]);
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
