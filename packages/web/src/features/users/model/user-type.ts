import type { Role } from '@paydesk/contract';

/** The tabs of the users page, each a user type with its own route. */
export const USER_TABS = ['traders', 'admins', 'agents', 'merchants'] as const;
export type UserTab = (typeof USER_TABS)[number];

export const TAB_TYPE = { traders: 'trader', admins: 'admin', agents: 'agent', merchants: 'merchant' } as const satisfies Record<
  UserTab,
  Role
>;
export type ManagedType = (typeof TAB_TYPE)[UserTab];

export const isUserTab = (value: unknown): value is UserTab =>
  typeof value === 'string' && (USER_TABS as readonly string[]).includes(value);

/** Users who can be a trader's teamlead or a merchant's referrer. */
export const REFERRER_TYPES = ['agent', 'partner'] as const satisfies readonly Role[];
