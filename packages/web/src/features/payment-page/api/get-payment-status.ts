import { innerApi, LANGUAGE_HEADER, type PaymentPageStatus, type PaymentStatus } from '@paydesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buildUrl } from '../../../shared/api/build-url';
import { getLocale } from '../../../shared/i18n/locale-store';
import { paymentPageKeys } from './keys';

const POLL_MS = 3_000;
const POLL_AFTER_EXPIRY_MS = 15_000;
const FINAL: readonly PaymentPageStatus[] = ['paid', 'canceled'];

// The last answer per token: a 304 means "still this".
const last = new Map<string, PaymentStatus>();

/**
 * Asks whether anything changed, with the version the page has as an ETag: the server answers
 * 304 and nothing else while it has not. No session is needed, so no websocket: a light poll.
 */
export const getPaymentStatus = async (token: string, signal?: AbortSignal): Promise<PaymentStatus | null> => {
  const known = last.get(token);
  const response = await fetch(buildUrl(innerApi.paymentPage.status.path, { token }), {
    headers: { Accept: 'application/json', [LANGUAGE_HEADER]: getLocale(), ...(known ? { 'If-None-Match': `"${known.version}"` } : {}) },
    signal,
  });
  if (response.status === 304 && known) return known;
  if (!response.ok) return known ?? null;
  const { data } = (await response.json()) as { data: PaymentStatus };
  last.set(token, data);
  return data;
};

/** Polls the order's status while it can still change, and reloads the page when its version moves on. */
export const usePaymentStatus = (token: string, page: { version: string; status: PaymentPageStatus } | undefined) => {
  const queryClient = useQueryClient();
  const done = !page || FINAL.includes(page.status);
  const status = useQuery({
    queryKey: paymentPageKeys.status(token),
    queryFn: ({ signal }) => getPaymentStatus(token, signal),
    enabled: !done,
    refetchInterval: page?.status === 'expired' ? POLL_AFTER_EXPIRY_MS : POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
    meta: { silentErrors: true },
  });
  const version = status.data?.version;
  // Each answer of the poll (a 304 too) checks again, so a reload that failed is asked for anew.
  const polledAt = status.dataUpdatedAt;
  useEffect(() => {
    if (page && version && version !== page.version)
      void queryClient.invalidateQueries({ queryKey: paymentPageKeys.page(token), exact: true });
  }, [page, version, polledAt, queryClient, token]);
};
