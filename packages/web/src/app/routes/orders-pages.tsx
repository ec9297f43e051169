import { Stack, Text } from '@mantine/core';
import type { Access } from '@paydesk/contract';
import type { ReactNode } from 'react';
import { DealsScreen } from '../../features/orders/components/deals-screen';
import { DirectionsList } from '../../features/orders/components/directions-list';
import { OrdersScreen } from '../../features/orders/components/orders-screen';
import { UnprocessedList } from '../../features/orders/components/unprocessed-list';
import { useT } from '../../shared/i18n/use-t';
import type { MessageKey } from '../../shared/i18n/translate';
import { canAccess } from '../../shared/session/access.util';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { PageForbidden } from '../../shared/ui/page-state';
import { MENU_ITEMS } from '../menu/menu-items';
import { orderDisputeSlots } from './order-disputes';

/** A screen of the menu: its title, and its content only for the roles its menu entry names. */
const MenuScreen = ({ path, titleKey, children }: { path: string; titleKey: MessageKey; children: ReactNode }) => {
  const t = useT();
  const { data: user } = useCurrentUser();
  const access: Access | undefined = MENU_ITEMS.find((item) => item.path === path)?.access;
  return (
    <Stack gap="md">
      <PageHeader title={t(titleKey)} />
      {access && canAccess(user ?? null, access) ? children : <PageForbidden />}
    </Stack>
  );
};

/** /active: new and in-progress orders, live, and the disputes. */
export const ActiveOrdersPage = () => {
  const { data: user } = useCurrentUser();
  return (
    <MenuScreen path="/active" titleKey="menu.active">
      <OrdersScreen stage="active" disputes={orderDisputeSlots(user)} />
    </MenuScreen>
  );
};

/** /history: paid, done and canceled orders, and the disputes. */
export const OrderHistoryPage = () => {
  const { data: user } = useCurrentUser();
  return (
    <MenuScreen path="/history" titleKey="menu.history">
      <OrdersScreen stage="history" disputes={orderDisputeSlots(user)} />
    </MenuScreen>
  );
};

/** /unprocessed (admins): orders no executor could take. */
export const UnprocessedPage = () => (
  <MenuScreen path="/unprocessed" titleKey="menu.unprocessed">
    <UnprocessedList />
  </MenuScreen>
);

/** /deals (admins): every order by outcome, with the disputes. */
export const DealsPage = () => {
  const { data: user } = useCurrentUser();
  return (
    <MenuScreen path="/deals" titleKey="menu.deals">
      <DealsScreen disputes={orderDisputeSlots(user)} />
    </MenuScreen>
  );
};

/** /directions (admins): the routing directions with their limits, live executors and today's conversion. */
export const DirectionsPage = () => {
  const t = useT();
  return (
    <MenuScreen path="/directions" titleKey="menu.directions">
      <Text size="sm" c="dimmed">
        {t('directions.hint')}
      </Text>
      <DirectionsList />
    </MenuScreen>
  );
};
