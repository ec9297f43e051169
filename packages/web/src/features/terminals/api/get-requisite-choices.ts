import { innerApi, LOOKUP_PER_PAGE, TERMINAL_REQUISITES_COUNT } from '@paydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { terminalKeys } from './keys';

export type RequisiteChoice = { id: string; name: string };

/**
 * The trader's requisites a terminal may serve, up to TERMINAL_REQUISITES_COUNT. The list protocol
 * gives at most LOOKUP_PER_PAGE a page, so the pages are read one after another until the end.
 */
export const getRequisiteChoices = async (signal?: AbortSignal): Promise<RequisiteChoice[]> => {
  const choices: RequisiteChoice[] = [];
  for (let page = 1; choices.length < TERMINAL_REQUISITES_COUNT; page += 1) {
    const answer = await callApi(innerApi.requisites.myList, { query: { page, count: LOOKUP_PER_PAGE }, signal });
    choices.push(...answer.items.map((requisite) => ({ id: requisite.id, name: requisite.name })));
    if (page >= answer.context.page_number || answer.items.length === 0) break;
  }
  return choices.slice(0, TERMINAL_REQUISITES_COUNT);
};

export const useRequisiteChoices = () =>
  useQuery({ queryKey: terminalKeys.requisiteChoices(), queryFn: ({ signal }) => getRequisiteChoices(signal), staleTime: 30_000 });
