import { z } from 'zod';
import { filterDefinitionSchema } from '../common/list';
import { defineRoute, rolesOnly } from '../common/route';
import { ORDER_STATUSES } from '../orders/orders';

/** The roles a reward is paid to: the trader or partner system that served, the agents (teamlead, referrer), the platform (admin). */
export const REWARD_ROLES = ['trader', 'partner', 'agent', 'admin'] as const;
export type RewardRole = (typeof REWARD_ROLES)[number];

/**
 * The statistics query: only `filter[...]`, with the fields the answer's `available_filters`
 * offers the caller (period as `created_at_from` / `created_at_to`, whole UTC days).
 */
export const statisticsQuerySchema = z.object({ filter: z.record(z.string(), z.string().max(200)).default({}) });

const status = z.object({ slug: z.enum(ORDER_STATUSES), title: z.string() });
const currency = z.object({ code: z.string(), name: z.string() });

/** A conversion: orders created, of them paid (or done afterwards). */
const conversion = { created: z.number().int(), paid: z.number().int() };

export const statisticSchema = z.object({
  statistic: z.object({
    /** The Total table: orders and their amount per status and fiat currency. */
    sum: z.array(z.object({ status, orders: z.number().int(), amount: z.string(), currency })),
    /** The Rewards table: per role, what the ledger paid on the orders of each status, per currency. */
    role_rewards: z.array(
      z.object({
        role: z.object({ slug: z.enum(REWARD_ROLES), title: z.string() }),
        rewards: z.array(z.object({ status, amount: z.string(), currency })),
      }),
    ),
  }),
  /** The charts: per day, and for an admin per trader and per requisite. */
  charts: z.object({
    days: z.array(
      z.object({
        /** A UTC day, `yyyy-mm-dd`. */
        day: z.string(),
        ...conversion,
        /** The paid (and done) orders' amount per fiat currency. */
        turnover: z.array(z.object({ currency: z.string(), amount: z.string() })),
        /** The median time from creation to paid of the day's orders, in seconds; null with none paid. */
        median_paid_seconds: z.number().nullable(),
      }),
    ),
    median_paid_seconds: z.number().nullable(),
    traders: z.array(z.object({ uuid: z.string(), username: z.string(), ...conversion })),
    requisites: z.array(z.object({ id: z.string(), name: z.string(), trader: z.string(), ...conversion })),
  }),
  context: z.object({ available_filters: z.array(filterDefinitionSchema) }),
});
export type Statistic = z.infer<typeof statisticSchema>;

export const statisticRoutes = {
  all: defineRoute({
    method: 'GET',
    path: '/order/statistic/',
    access: rolesOnly('admin'),
    query: statisticsQuerySchema,
    response: statisticSchema,
  }),
  my: defineRoute({
    method: 'GET',
    path: '/my/order/statistic/',
    access: rolesOnly('merchant', 'trader', 'partner', 'agent'),
    query: statisticsQuerySchema,
    response: statisticSchema,
  }),
};
