import { Group, Stack, Tabs } from '@mantine/core';
import { ORDER_DIRECTIONS, type Order, type OrderDirection, type OrderStage, allows, innerApi } from '@paydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../shared/i18n/use-t';
import { useOpenParam } from '../../../shared/list/open-param';
import { useCurrentUser } from '../../../shared/session/current-user';
import { refreshOrders } from '../api/refresh-orders';
import type { OrderDisputeSlots } from '../model/dispute-slots';
import { OrderActionModals, type PendingOrderAction } from './order-action-modals';
import { actionsFor, type OrderAction } from './order-actions';
import { OrderDrawer } from './order-drawer';
import { OrderSoundToggle } from './order-sound-toggle';
import { OrdersList } from './orders-list';

const APPEALS_TAB = 'appeals';
type Tab = OrderDirection | typeof APPEALS_TAB;

const isDirection = (value: string | null): value is OrderDirection => (ORDER_DIRECTIONS as readonly (string | null)[]).includes(value);

type OrdersScreenProps = {
  stage: OrderStage;
  /** The disputes' tab, modal and drawer section, for the roles that have them. */
  disputes?: OrderDisputeSlots | null;
};

/**
 * /active and /history: a tab per direction (in `?tab=`) and the APPEALS tab, the role's list,
 * the order's details in a drawer (`?open=<guid>`), the trader's confirm modal, the admin's
 * cancel modal and the dispute modal.
 */
export const OrdersScreen = ({ stage, disputes = null }: OrdersScreenProps) => {
  const t = useT();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const { openId, open, close } = useOpenParam();
  const [pending, setPending] = useState<PendingOrderAction>(null);
  if (!user) return null;
  const role = user.type.slug;
  const isSupport = user.roles.includes('support');
  const requested = params.get('tab');
  const tab: Tab = isDirection(requested) || (disputes && requested === APPEALS_TAB) ? requested : 'pay_in';
  const canOpenDispute = disputes?.canOpen ?? false;
  const actions = (order: Order) => actionsFor(order, { role, isSupport, canOpenDispute });
  const onAction = (action: OrderAction, order: Order) => setPending({ action, order });
  const onChanged = () => void refreshOrders(queryClient);
  const historyActions = stage === 'history' && (role === 'trader' || canOpenDispute);

  return (
    <Stack gap="md">
      {role === 'trader' && stage === 'active' ? (
        <Group justify="flex-end">
          <OrderSoundToggle />
        </Group>
      ) : null}
      <Tabs
        value={tab}
        onChange={(next) => (isDirection(next) || (disputes && next === APPEALS_TAB)) && next && setParams({ tab: next })}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', maxWidth: '100%' }}>
          {ORDER_DIRECTIONS.map((direction) => (
            <Tabs.Tab key={direction} value={direction} data-testid={`orders-tab-${direction}`}>
              {t(stage === 'active' ? `orders.tab.active.${direction}` : `orders.tab.history.${direction}`)}
            </Tabs.Tab>
          ))}
          {disputes ? (
            <Tabs.Tab value={APPEALS_TAB} data-testid="orders-tab-appeals">
              {t(stage === 'active' ? 'orders.tab.active.appeals' : 'orders.tab.history.appeals')}
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        {ORDER_DIRECTIONS.map((direction) => (
          <Tabs.Panel key={direction} value={direction} pt="md">
            <OrdersList
              role={role}
              stage={stage}
              direction={direction}
              actions={actions}
              onAction={onAction}
              onOpen={(order) => open(order.guid)}
              canResendWebhooks={role === 'admin' && !isSupport}
              historyActions={historyActions}
            />
          </Tabs.Panel>
        ))}
        {disputes ? (
          <Tabs.Panel value={APPEALS_TAB} pt="md">
            {disputes.appeals(stage, onChanged)}
          </Tabs.Panel>
        ) : null}
      </Tabs>
      <OrderDrawer
        orderId={openId}
        onClose={close}
        actions={actions}
        onAction={onAction}
        webhooks={role === 'admin' || role === 'merchant'}
        canResendWebhooks={role === 'admin' && !isSupport}
        receipts={allows(innerApi.paymentPage.receipts.access, role, user.roles, user.is_root)}
        extra={disputes ? (orderId) => disputes.orderSection(orderId, onChanged) : undefined}
      />
      <OrderActionModals pending={pending} onClose={() => setPending(null)} disputes={disputes} onChanged={onChanged} />
    </Stack>
  );
};
