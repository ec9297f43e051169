import { TERMINAL_PAGE_SIZE } from '@paydesk/contract';
import { useList } from '../../../shared/list/list-query';
import type { TerminalScope } from '../model/terminal-types';
import { TERMINAL_LIST_ROUTES } from './terminal-routes';

/** The terminals of the signed-in role: the admin's table or the trader's cards, 20 a page. */
export const useTerminalsList = (scope: TerminalScope) => useList(TERMINAL_LIST_ROUTES[scope], { defaultCount: TERMINAL_PAGE_SIZE });
