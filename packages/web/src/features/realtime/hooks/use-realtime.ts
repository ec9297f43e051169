import type { CurrentUser, WsServerMessage } from '@paydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { notifyDeposit } from '../../../shared/notifications/notify';
import { publishRealtimeMessage } from '../../../shared/realtime/realtime-bus';
import { clearSession, currentUserQueryKey } from '../../../shared/session/current-user';
import { AUTH_FAILED_MESSAGE, isDepositMessage, parseDeposit, SESSION_ENDED_MESSAGE } from '../api/realtime-messages';
import { openRealtimeConnection } from '../api/realtime-connection';

type RealtimeOptions = {
  user: CurrentUser | null;
  /** Called when the server ends the session (after the local session is cleared). */
  onSessionEnded: () => void;
};

/** Listens for deposits and session ends while somebody is signed in; every message also goes to the shared realtime bus. */
export const useRealtime = ({ user, onSessionEnded }: RealtimeOptions) => {
  const queryClient = useQueryClient();
  const sessionEnded = useEffectEvent(onSessionEnded);
  const userId = user?.uuid;
  const token = user?.ws_token;

  useEffect(() => {
    if (!userId || !token) return undefined;

    const handle = (message: WsServerMessage) => {
      publishRealtimeMessage(message);
      if (message.type === SESSION_ENDED_MESSAGE) {
        clearSession(queryClient);
        sessionEnded();
        return;
      }
      if (message.type === AUTH_FAILED_MESSAGE) {
        // Reloading the user either finds no session (and the app goes to /login) or a fresh token.
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        return;
      }
      if (!isDepositMessage(message.type)) return;
      const deposit = parseDeposit(message.message);
      if (!deposit) {
        console.error('Unreadable deposit message', message.message);
        return;
      }
      notifyDeposit(deposit.amount, deposit.currency.name);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    };

    return openRealtimeConnection({ userId, token, onMessage: handle });
  }, [userId, token, queryClient]);
};
