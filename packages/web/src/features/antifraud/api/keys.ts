import { innerApi } from '@paydesk/contract';
import { listKeyOf } from '../../../shared/list/list-query';

/** Every cache key of the anti-fraud screen. */
export const antiFraudKeys = {
  lists: () => listKeyOf(innerApi.antiFraud.list),
  settings: () => ['anti-fraud', 'settings'] as const,
};
