import { type Access, allows, type CurrentUser } from '@paydesk/contract';

/** Reads a route's declared access to hide what this user could not use anyway. */
export const canAccess = (user: CurrentUser | null, access: Access) =>
  allows(access, user?.type.slug ?? null, user?.roles ?? [], user?.is_root ?? false);
