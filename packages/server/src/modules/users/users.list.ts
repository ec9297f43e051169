import { ROLES } from '@paydesk/contract';
import type { ListSpec } from '../../http/list-query';
import { messages, filterLabel } from '../../http/messages';
import { USER_COLUMNS } from './users.repository';

/** The users list: filters the web app renders, sorts it may ask for. */
export const usersListSpec: ListSpec = {
  select: USER_COLUMNS,
  from: 'users u',
  filters: [
    {
      field: 'type',
      type: 'enum',
      column: 'u.type',
      description: filterLabel('type'),
      values: (lang) => ROLES.map((role) => ({ slug: role, title: messages(lang).roles[role] })),
    },
    { field: 'uuid', type: 'string', column: 'u.id', match: 'exact', description: filterLabel('id') },
    { field: 'username', type: 'string', column: 'u.username', description: filterLabel('username') },
    { field: 'comment', type: 'string', column: 'u.comment', description: filterLabel('comment') },
    { field: 'is_active', type: 'boolean', column: 'u.is_active', description: filterLabel('active') },
    {
      field: 'is_blocked',
      type: 'boolean',
      column: 'u.is_blocked',
      description: filterLabel('blocked'),
    },
    { field: 'created_at', type: 'datetime', column: 'u.created_at', description: filterLabel('created') },
  ],
  sorts: { username: 'lower(u.username)', created_at: 'u.created_at', is_active: 'u.is_active', is_blocked: 'u.is_blocked' },
  defaultOrder: 'u.created_at DESC, u.id DESC',
  tiebreak: 'u.id',
};

export const agentTradersListSpec = (agentId: string): ListSpec => ({
  select: 'u.id, u.username, u.is_active, u.is_blocked, t.is_main, t.pay_in_percentage::text, t.pay_out_percentage::text',
  from: 'trader_teamleads t JOIN users u ON u.id = t.trader_id',
  where: ['t.teamlead_id = $1'],
  params: [agentId],
  filters: [
    { field: 'username', type: 'string', column: 'u.username', description: filterLabel('username') },
    { field: 'is_active', type: 'boolean', column: 'u.is_active', description: filterLabel('active') },
  ],
  sorts: { username: 'lower(u.username)', pay_in_percentage: 't.pay_in_percentage', pay_out_percentage: 't.pay_out_percentage' },
  defaultOrder: 'lower(u.username) ASC, u.id ASC',
  tiebreak: 'u.id',
});
