import { type BodyOf, innerApi } from '@paydesk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';
import { applyFlow } from './flow-cache';
import { flowKeys } from './keys';

/** The rate sources of a currency pair, each with its last rate, when it was fetched and its last error. */
export const getRateSources = (fiat: string, crypto: string, signal?: AbortSignal) =>
  callApi(innerApi.flows.rateSources, { query: { fiat_currency: fiat, crypto_currency: crypto }, signal });

export const rateSourcesQueryOptions = (fiat: string, crypto: string) =>
  queryOptions({ queryKey: flowKeys.rateSources(fiat, crypto), queryFn: ({ signal }) => getRateSources(fiat, crypto, signal) });

export const useRateSources = (fiat: string, crypto: string) => useQuery(rateSourcesQueryOptions(fiat, crypto));

export type RateSourceInput = { flowId: string } & BodyOf<typeof innerApi.flows.setRateSource>;

export const setRateSource = ({ flowId, ...body }: RateSourceInput) =>
  callApi(innerApi.flows.setRateSource, { params: { id: flowId }, body });

export const useSetRateSource = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRateSource,
    meta: { silentErrors: true },
    onSuccess: (flow) => {
      applyFlow(queryClient, flow);
      void queryClient.invalidateQueries({ queryKey: flowKeys.rateSources(flow.fiat_currency.code, flow.crypto_currency.code) });
    },
  });
};
