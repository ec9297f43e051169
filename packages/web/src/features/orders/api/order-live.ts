import { notifications } from '@mantine/notifications';
import { ORDER_CHANGED, orderChangedPayload, type CurrentUser, type WsServerMessage } from '@paydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { formatAmount } from '../../../shared/format/format-money.util';
import { translate } from '../../../shared/i18n/translate';
import { useRealtimeMessages } from '../../../shared/realtime/realtime-bus';
import { isOrderSoundOn, playOrderSound } from '../model/order-sound';
import { orderDetailsQueryOptions } from './get-order-details';
import { refreshOrders } from './refresh-orders';

const parseChange = (message: string) => {
  try {
    const parsed = orderChangedPayload.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Handles `order.changed` from the realtime connection: every order list and open details reload
 * (a new order appears at the top, a moved one changes tab or screen), and a trader hears and sees
 * each new order given to them.
 */
export const useOrderLive = (user: CurrentUser | null) => {
  const queryClient = useQueryClient();
  const isTrader = user?.type.slug === 'trader';
  useRealtimeMessages((message: WsServerMessage) => {
    if (message.type !== ORDER_CHANGED) return;
    const change = parseChange(message.message);
    if (!change) {
      console.error('Unreadable order message', message.message);
      return;
    }
    void refreshOrders(queryClient);
    if (!isTrader || change.from !== null) return;
    if (isOrderSoundOn()) playOrderSound();
    void queryClient
      .fetchQuery(orderDetailsQueryOptions(change.id))
      .then((order) => `${formatAmount(order.fiat_money.amount)} ${order.fiat_money.currency.code}`)
      .catch(() => '')
      .then((amount) =>
        notifications.show({
          color: 'blue',
          title: translate('orders.notify.newTitle'),
          message: translate(change.direction === 'pay_in' ? 'orders.notify.newPayIn' : 'orders.notify.newPayOut', { amount }),
        }),
      );
  });
};
