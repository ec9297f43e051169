import type { CurrentUser } from '@paydesk/contract';

/** A trader must pay the insurance contribution before working. Apart from the modal, so the shell can ask without loading it. */
export const needsInsurance = (user: CurrentUser | null) => user?.type.slug === 'trader' && user.profile?.insurance_paid === false;
