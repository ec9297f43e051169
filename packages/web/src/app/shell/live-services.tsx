import type { CurrentUser } from '@paydesk/contract';
import { useNavigate } from 'react-router';
import { useOrderLive } from '../../features/orders/api/order-live';
import { useRealtime } from '../../features/realtime/hooks/use-realtime';
import { WebhookFailureNotices } from '../../features/webhooks/components/webhook-failure-notices';
import { markSessionEnded } from '../../shared/session/session-ended';

/**
 * The live connection and what listens to it: order lists reloading everywhere, a trader's chime
 * for each new order, deposits, the session ended elsewhere, a merchant's failed webhooks. It
 * checks every message against the contract's schemas, so its code (and zod) loads after the
 * first screen is drawn, not before.
 */
export const LiveServices = ({ user }: { user: CurrentUser }) => {
  const navigate = useNavigate();
  useOrderLive(user);
  useRealtime({
    user,
    onSessionEnded: () => {
      markSessionEnded();
      void navigate('/login', { replace: true });
    },
  });
  return user.type.slug === 'merchant' ? <WebhookFailureNotices /> : null;
};
