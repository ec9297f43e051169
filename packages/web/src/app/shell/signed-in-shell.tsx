import { AppShell, Drawer } from '@mantine/core';
import type { CurrentUser } from '@paydesk/contract';
import { useNavigate } from 'react-router';
import { InsuranceModal } from '../../features/account/components/insurance-modal';
import { needsInsurance } from '../../features/account/components/needs-insurance.util';
import { useOrderLive } from '../../features/orders/api/order-live';
import { useRealtime } from '../../features/realtime/hooks/use-realtime';
import { WebhookFailureNotices } from '../../features/webhooks/components/webhook-failure-notices';
import { useT } from '../../shared/i18n/use-t';
import { markSessionEnded } from '../../shared/session/session-ended';
import { SideMenu } from '../menu/side-menu';

type SignedInShellProps = {
  user: CurrentUser;
  isMobile: boolean;
  drawerOpened: boolean;
  onCloseDrawer: () => void;
};

/**
 * What only a signed-in user sees around the page: the menu (a drawer on phones), the insurance
 * gate and the live connection. Loaded on demand, so the login page carries none of it.
 */
export const SignedInShell = ({ user, isMobile, drawerOpened, onCloseDrawer }: SignedInShellProps) => {
  const t = useT();
  const navigate = useNavigate();
  // Order lists reload live everywhere, and a trader hears each new order on any screen.
  useOrderLive(user);
  useRealtime({
    user,
    onSessionEnded: () => {
      markSessionEnded();
      void navigate('/login', { replace: true });
    },
  });
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
      {needsInsurance(user) ? <InsuranceModal user={user} /> : null}
      {user.type.slug === 'merchant' ? <WebhookFailureNotices /> : null}
    </>
  );
};
