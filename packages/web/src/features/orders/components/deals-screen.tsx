import { Group, SegmentedControl, Stack, Tabs } from '@mantine/core';
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
import { OrdersList } from './orders-list';

const DEAL_TABS = ['active', 'completed', 'canceled', 'disputes'] as const;
type DealTab = (typeof DEAL_TABS)[number];

const isTab = (value: string | null): value is DealTab => (DEAL_TABS as readonly (string | null)[]).includes(value);
const isDirection = (value: string | null): value is OrderDirection => (ORDER_DIRECTIONS as readonly (string | null)[]).includes(value);

/**
 * /deals (admins): every order in the tabs Active, Completed, Canceled and Disputes, the
 * PAYIN/PAYOUT switch, the server's filters (merchant, executor, flow, dates, status, payment
 * type, devices, team lead, search), the devices column, the deal's details in a drawer with the callback resend and the dispute form.
 */
export const DealsScreen = ({ disputes }: { disputes: OrderDisputeSlots | null }) => {
  const t = useT();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const { openId, open, close } = useOpenParam();
  const [pending, setPending] = useState<PendingOrderAction>(null);
  if (!user) return null;
  const role = user.type.slug;
  const isSupport = user.roles.includes('support');
  const requestedTab = params.get('tab');
  const tab: DealTab = isTab(requestedTab) ? requestedTab : 'active';
  const requestedDirection = params.get('direction');
  const direction: OrderDirection = isDirection(requestedDirection) ? requestedDirection : 'pay_in';
  const canOpenDispute = disputes?.canOpen ?? false;
  const actions = (order: Order) => actionsFor(order, { role, isSupport, canOpenDispute });
  const onAction = (action: OrderAction, order: Order) => setPending({ action, order });
  const onChanged = () => void refreshOrders(queryClient);
  // A tab or direction changed starts the list afresh: its filters belong to the tab they were set on.
  const go = (next: { tab?: DealTab; direction?: OrderDirection }) =>
    setParams({ tab: next.tab ?? tab, direction: next.direction ?? direction });

  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={(next) => isTab(next) && go({ tab: next })} keepMounted={false}>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', maxWidth: '100%' }}>
            {DEAL_TABS.filter((item) => item !== 'disputes' || disputes).map((item) => (
              <Tabs.Tab key={item} value={item} data-testid={`deals-tab-${item}`}>
                {t(`deals.tab.${item}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tab === 'disputes' ? null : (
            <SegmentedControl
              size="xs"
              value={direction}
              onChange={(next) => isDirection(next) && go({ direction: next })}
              data={ORDER_DIRECTIONS.map((value) => ({ value, label: t(`orders.tab.history.${value}`) }))}
              data-testid="deals-direction"
            />
          )}
        </Group>
        {DEAL_TABS.filter((item) => item !== 'disputes').map((stage) => (
          <Tabs.Panel key={stage} value={stage} pt="md">
            <OrdersList
              key={`${stage}-${direction}`}
              role={role}
              stage={stage as OrderStage}
              direction={direction}
              actions={actions}
              onAction={onAction}
              onOpen={(order) => open(order.guid)}
              canResendWebhooks={role === 'admin' && !isSupport && stage !== 'active'}
              historyActions={stage !== 'active' && canOpenDispute}
              devices
            />
          </Tabs.Panel>
        ))}
        {disputes ? (
          <Tabs.Panel value="disputes" pt="md">
            {disputes.appeals('history', onChanged)}
          </Tabs.Panel>
        ) : null}
      </Tabs>
      <OrderDrawer
        orderId={openId}
        onClose={close}
        actions={actions}
        onAction={onAction}
        webhooks
        canResendWebhooks={role === 'admin' && !isSupport}
        receipts={allows(innerApi.paymentPage.receipts.access, role, user.roles, user.is_root)}
        extra={disputes ? (orderId) => disputes.orderSection(orderId, onChanged) : undefined}
      />
      <OrderActionModals pending={pending} onClose={() => setPending(null)} disputes={disputes} onChanged={onChanged} />
    </Stack>
  );
};
