import type { CurrentUser } from '@paydesk/contract';
import { useNavigate } from 'react-router';
import { useDisputeLive } from '../../features/disputes/api/dispute-live';
import { useOrderLive } from '../../features/orders/api/order-live';
import { useRealtime } from '../../features/realtime/hooks/use-realtime';
import { useTerminalLive } from '../../features/terminals/api/terminal-live';
import { useWalletLive } from '../../features/wallets/api/wallet-live';
import { WebhookFailureNotices } from '../../features/webhooks/components/webhook-failure-notices';
import { markSessionEnded } from '../../shared/session/session-ended';

/**
 * The live connection and what listens to it: order lists reloading everywhere, a trader's chime
 * for each new order, terminal lists and a payment without an order, disputes and what they ask of their reader, a real wallet the chain disagrees with, deposits, the session ended elsewhere, a merchant's failed webhooks. It
 * checks every message against the contract's schemas, so its code (and zod) loads after the
 * first screen is drawn, not before.
 */
export const LiveServices = ({ user }: { user: CurrentUser }) => {
  const navigate = useNavigate();
  useOrderLive(user);
  useTerminalLive(user);
  useDisputeLive(user);
  useWalletLive(user);
  useRealtime({
    user,
    onSessionEnded: () => {
      markSessionEnded();
      void navigate('/login', { replace: true });
    },
  });
  return user.type.slug === 'merchant' ? <WebhookFailureNotices /> : null;
};
