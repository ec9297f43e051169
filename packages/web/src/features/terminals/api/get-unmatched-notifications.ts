import { innerApi } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';
import type { UnmatchedOutcome } from '../model/terminal-types';

/**
 * Notifications of payments no order was found for (`unmatched`) or that need a person's look
 * (`review`): a trader's own, every trader's for an admin. Its state has its own address prefix,
 * beside the terminals list on the same screen.
 */
export const useUnmatchedNotifications = (outcome: UnmatchedOutcome) =>
  useList(innerApi.terminals.allNotifications, { fixedFilter: { outcome }, urlPrefix: 'payments' });
