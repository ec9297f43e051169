import type { OrderDirection, OrderStage, Role } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';
import { ORDER_LIST_ROUTES } from './keys';

const [adminList, merchantList, traderList, partnerList] = ORDER_LIST_ROUTES;

/** `GET /{role}/order`: no prefix for admins (spec 001). */
export const orderListRouteOf = (role: Role) => {
  switch (role) {
    case 'merchant':
      return merchantList;
    case 'trader':
      return traderList;
    case 'partner':
      return partnerList;
    default:
      return adminList;
  }
};

/** One tab of /active or /history: the tab fixes the direction, the screen the stage; newest first. */
export const useOrders = (role: Role, stage: OrderStage, direction: OrderDirection) =>
  useList(orderListRouteOf(role), { fixedFilter: { direction, stage } });
