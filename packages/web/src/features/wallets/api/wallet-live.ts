import { notifications } from '@mantine/notifications';
import { innerApi, WALLET_DRIFT, walletDriftPayload, type CurrentUser, type WsServerMessage } from '@paydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { getLocale } from '../../../shared/i18n/locale-store';
import { translate } from '../../../shared/i18n/translate';
import { listKeyOf } from '../../../shared/list/list-query';
import { useRealtimeMessages } from '../../../shared/realtime/realtime-bus';

const parseDrift = (message: string) => {
  try {
    const parsed = walletDriftPayload.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Handles `wallet.drift` for admins: a real wallet holds on chain another amount than the platform
 * believes. The wallets list reloads and the difference is said, in the reader's language.
 */
export const useWalletLive = (user: CurrentUser | null) => {
  const queryClient = useQueryClient();
  const concerned = user?.type.slug === 'admin';
  useRealtimeMessages((message: WsServerMessage) => {
    if (!concerned || message.type !== WALLET_DRIFT) return;
    void queryClient.invalidateQueries({ queryKey: listKeyOf(innerApi.wallets.realWallets) });
    const drift = parseDrift(message.message);
    if (!drift) {
      console.error('Unreadable wallet message', message.message);
      return;
    }
    notifications.show({ color: 'red', title: translate('wallets.live.driftTitle'), message: drift.text[getLocale()], autoClose: false });
  });
};
