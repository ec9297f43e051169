import { z } from 'zod';

/** The restriction types and the rules of their fields; titles and field names come from the server, localized. */
export const RESTRICTION_TYPES = {
  amount_per_order: { min: ['nullable', 'numeric', 'min:0'], max: ['nullable', 'numeric', 'min:0'] },
  daily_turnover: { max: ['nullable', 'numeric', 'min:0'] },
  monthly_turnover: { max: ['nullable', 'numeric', 'min:0'] },
  daily_count: { max: ['nullable', 'integer', 'min:0'] },
  open_orders: { max: ['nullable', 'integer', 'min:0'] },
} as const satisfies Record<string, Record<string, readonly string[]>>;
export type RestrictionTypeSlug = keyof typeof RESTRICTION_TYPES;
export const RESTRICTION_TYPE_SLUGS = Object.keys(RESTRICTION_TYPES) as RestrictionTypeSlug[];

export const restrictionSchema = z.object({
  type: z.object({ slug: z.string(), title: z.string() }),
  fields: z.array(z.string()),
  names: z.record(z.string(), z.string()),
  validation_rules: z.record(z.string(), z.array(z.string())),
  value: z.record(z.string(), z.string().nullable()),
  is_active: z.boolean(),
});
export type Restriction = z.infer<typeof restrictionSchema>;

const values = z.record(z.string(), z.union([z.string(), z.number()]).nullable());

export const restrictionInput = z.object({
  type: z.enum(RESTRICTION_TYPE_SLUGS as [RestrictionTypeSlug, ...RestrictionTypeSlug[]]),
  value: values,
  is_active: z.boolean().default(true),
});

export const traderRestrictionSchema = z.object({
  id: z.string(),
  flow_uuid: z.string(),
  trader_uuid: z.string(),
  types: z.array(restrictionSchema.extend({ id: z.string() })),
});

export const traderRestrictionBody = z.object({
  flow_uuid: z.string().uuid(),
  trader_uuid: z.string().uuid(),
  types: z
    .array(z.object({ id: z.string().optional(), type: restrictionInput.shape.type, values, is_active: z.boolean().default(true) }))
    .max(10),
});
