import { innerApi } from '@paydesk/contract';
import { listKeyOf } from '../../../shared/list/list-query';

/** Every cache key of the users feature; list keys come from the list protocol, by route. */
export const userKeys = {
  list: () => listKeyOf(innerApi.users.list),
  agentTraders: () => listKeyOf(innerApi.users.agentTraders),
  details: (uuid: string) => ['users', 'details', uuid] as const,
  roles: (locale: string) => ['users', 'roles', locale] as const,
};
