export const ROLES = ['admin', 'merchant', 'partner', 'agent', 'trader'] as const;
export type Role = (typeof ROLES)[number];

/** Sub-roles narrow a main role; `support` is an admin who may not reach users, wallets and flows. */
export const SUB_ROLES = ['support'] as const;
export type SubRole = (typeof SUB_ROLES)[number];

/** Extra roles a user may hold beside the main one (a trader who is also a teamlead, say). */
export const EXTRA_ROLES = ['support', 'teamlead', 'agent', 'partner', 'merchant', 'trader'] as const;
export type ExtraRole = (typeof EXTRA_ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
