import { z } from 'zod';
import { anyUser, defineRoute } from '../common/route';

export const currencySchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(['fiat', 'crypto']),
  /** Digits stored exactly (RUB 2, USDT 6). */
  scale: z.number().int(),
  /** Digits shown to people. */
  ratio_fraction: z.number().int(),
});
export type Currency = z.infer<typeof currencySchema>;

export const currencyRoutes = {
  fiat: defineRoute({ method: 'GET', path: '/currency/fiat/', access: anyUser, response: z.array(currencySchema) }),
  crypto: defineRoute({ method: 'GET', path: '/currency/crypto/', access: anyUser, response: z.array(currencySchema) }),
};
