import type { Role } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';
import { DISPUTE_LIST_ROUTES } from './keys';

const [adminList, merchantList, traderList] = DISPUTE_LIST_ROUTES;

/** `GET {role prefix}/dispute/`: no prefix for admins (spec 001). */
export const disputeListRouteOf = (role: Role) => {
  if (role === 'merchant') return merchantList;
  if (role === 'trader') return traderList;
  return adminList;
};

/** The APPEALS tab: the role's disputes, newest first, with the server's filters. */
export const useDisputes = (role: Role, fixedFilter?: Record<string, string>) => useList(disputeListRouteOf(role), { fixedFilter });
