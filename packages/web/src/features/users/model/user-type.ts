import type { Role } from '@paydesk/contract';

/** The tabs of the users page, each a user type with its own route. */
export const USER_TABS = ['traders', 'admins', 'agents', 'merchants', 'partner_users'] as const;
export type UserTab = (typeof USER_TABS)[number];

export const TAB_TYPE = {
  traders: 'trader',
  admins: 'admin',
  agents: 'agent',
  merchants: 'merchant',
  partner_users: 'partner',
} as const satisfies Record<UserTab, Role>;
export type ManagedType = (typeof TAB_TYPE)[UserTab];

/** Tabs that are a page of their own (`/traders`); the others live at `/users?tab=` (`/partners` is the payment systems). */
export const TAB_PATHS: readonly UserTab[] = ['traders', 'admins', 'agents', 'merchants'];

export const isUserTab = (value: unknown): value is UserTab =>
  typeof value === 'string' && (USER_TABS as readonly string[]).includes(value);

/** The tab an address shows: its path (`/admins`), else `?tab=` on /users, else the traders. */
export const tabOf = (pathname: string, tabParam: string | null): UserTab => {
  const fromPath = pathname.replace(/^\//, '');
  return isUserTab(fromPath) ? fromPath : isUserTab(tabParam) ? tabParam : 'traders';
};

/** Users who can be a trader's teamlead or a merchant's referrer. */
export const REFERRER_TYPES = ['agent', 'partner'] as const satisfies readonly Role[];
