import { innerApi } from '@paydesk/contract';
import { listKeyOf } from '../../../shared/list/list-query';
import type { ListParams } from '../../../shared/list/list-query';

/** Every cache key of the partners feature. */
export const partnerKeys = {
  balanceLogs: (slug: string) => [...listKeyOf(innerApi.partners.balanceLog), slug] as const,
  balanceLog: (slug: string, params: ListParams) => [...listKeyOf(innerApi.partners.balanceLog), slug, params] as const,
  paymentTypes: () => ['partners', 'payment-types'] as const,
};
