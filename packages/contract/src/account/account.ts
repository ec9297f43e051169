import { z } from 'zod';
import { anyUser, defineRoute, rolesOnly } from '../common/route';
import { currentPasswordBody } from '../auth/auth';
import { currentUserSchema } from './user';

export const accountRoutes = {
  current: defineRoute({ method: 'GET', path: '/user/current', access: anyUser, beforeTwoFactor: true, response: currentUserSchema }),
  regenerateSecretKey: defineRoute({
    method: 'POST',
    path: '/user/secret_key',
    access: rolesOnly('merchant', 'trader'),
    body: currentPasswordBody,
    response: z.object({ secret_key: z.string() }),
  }),
};
