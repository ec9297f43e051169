import { notifications } from '@mantine/notifications';
import {
  type CurrentUser,
  TERMINAL_CHANGED,
  TERMINAL_NOTIFICATION,
  terminalChangedPayload,
  terminalNotificationPayload,
  type WsServerMessage,
} from '@paydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { getLocale } from '../../../shared/i18n/locale-store';
import { translate, type MessageKey } from '../../../shared/i18n/translate';
import { useRealtimeMessages } from '../../../shared/realtime/realtime-bus';
import { isUnmatchedOutcome } from '../model/terminal-types';
import { refreshNotifications, refreshTerminals } from './refresh-terminals';

const STATUS_NOTICES: Partial<Record<string, { key: MessageKey; color: string }>> = {
  lost_connection: { key: 'terminals.live.lost_connection', color: 'orange' },
  enabled: { key: 'terminals.live.enabled', color: 'green' },
  disabled_by_admin: { key: 'terminals.live.disabled_by_admin', color: 'red' },
};

const parse = <T extends z.ZodType>(schema: T, message: string): z.output<T> | null => {
  try {
    const parsed = schema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Handles `terminal.changed` and `terminal.notification` for traders and admins: the terminal
 * lists and the notification lists reload wherever they are open, and a payment without an order
 * (or one to look at) is also said in a notice.
 */
export const useTerminalLive = (user: CurrentUser | null) => {
  const queryClient = useQueryClient();
  const concerned = user?.type.slug === 'trader' || user?.type.slug === 'admin';
  useRealtimeMessages((message: WsServerMessage) => {
    if (!concerned) return;
    if (message.type === TERMINAL_CHANGED) {
      const change = parse(terminalChangedPayload, message.message);
      if (!change) console.error('Unreadable terminal message', message.message);
      void refreshTerminals(queryClient);
      // The trader hears of what changes whether their requisites take orders.
      const said = change && user?.type.slug === 'trader' ? STATUS_NOTICES[change.status] : undefined;
      if (said)
        notifications.show({
          color: said.color,
          title: translate('terminals.live.title'),
          message: translate(said.key, { name: change!.name ?? '' }),
        });
      return;
    }
    if (message.type !== TERMINAL_NOTIFICATION) return;
    const notice = parse(terminalNotificationPayload, message.message);
    void refreshNotifications(queryClient);
    if (!notice) {
      console.error('Unreadable terminal notification message', message.message);
      return;
    }
    if (notice.text) {
      notifications.show({ color: 'red', title: translate('terminals.live.title'), message: notice.text[getLocale()] });
      return;
    }
    if (!isUnmatchedOutcome(notice.outcome)) return;
    notifications.show({
      color: 'orange',
      title: translate('terminals.live.title'),
      message: translate(notice.outcome === 'review' ? 'terminals.live.review' : 'terminals.live.unmatched'),
    });
  });
};
