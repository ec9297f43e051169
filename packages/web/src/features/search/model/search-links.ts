import type { Role, SearchResult } from '@paydesk/contract';

type OrderHit = SearchResult['orders'][number];
type UserHit = SearchResult['users'][number];
type RequisiteHit = SearchResult['requisites'][number];

/** `?a=1&filter[id]=x`: brackets left readable, as the lists write their own links. */
const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString().replace(/%5B/gi, '[').replace(/%5D/gi, ']')}`;

/** The users page's tab for each type of user. */
const USER_TAB: Record<Role, string> = {
  trader: 'traders',
  admin: 'admins',
  agent: 'agents',
  merchant: 'merchants',
  partner: 'partners',
};

/** An order opens in the history, on its direction's tab, with its details (`open`). */
export const orderLink = (order: Pick<OrderHit, 'guid' | 'direction'>) => `/history${query({ tab: order.direction, open: order.guid })}`;

/** A user opens on their tab of the users page, the list narrowed to them, with their details. */
export const userLink = (user: Pick<UserHit, 'uuid' | 'type'>) =>
  `/users${query({ tab: USER_TAB[user.type], 'filter[uuid]': user.uuid, open: user.uuid })}`;

/** A requisite opens on the admins' requisites or the trader's own, narrowed to it, with its details. */
export const requisiteLink = (requisite: Pick<RequisiteHit, 'id'>, role: Role) =>
  `${role === 'admin' ? '/requisites' : '/requisite'}${query({ 'filter[id]': requisite.id, open: requisite.id })}`;
