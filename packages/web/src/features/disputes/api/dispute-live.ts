import { notifications } from '@mantine/notifications';
import { DISPUTE_CHANGED, disputeChangedPayload, type CurrentUser, type WsServerMessage } from '@paydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { getLocale } from '../../../shared/i18n/locale-store';
import { translate } from '../../../shared/i18n/translate';
import { useRealtimeMessages } from '../../../shared/realtime/realtime-bus';
import { refreshDisputes } from './refresh-disputes';

const parseChange = (message: string) => {
  try {
    const parsed = disputeChangedPayload.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Handles `dispute.changed`: every dispute list and open dispute reloads wherever it is shown, and
 * what the server says in words (a trader asked to answer, a deadline near, an admin told of an
 * overdue answer) is shown as a notice in the reader's language.
 */
export const useDisputeLive = (user: CurrentUser | null) => {
  const queryClient = useQueryClient();
  const concerned = user?.type.slug === 'admin' || user?.type.slug === 'merchant' || user?.type.slug === 'trader';
  useRealtimeMessages((message: WsServerMessage) => {
    if (!concerned || message.type !== DISPUTE_CHANGED) return;
    const change = parseChange(message.message);
    void refreshDisputes(queryClient);
    if (!change) {
      console.error('Unreadable dispute message', message.message);
      return;
    }
    if (change.text) {
      notifications.show({
        color: 'orange',
        title: translate('disputes.live.title'),
        message: change.text[getLocale()],
        autoClose: 15_000,
      });
    }
  });
};
