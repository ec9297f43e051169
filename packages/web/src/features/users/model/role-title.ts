import { isRole } from '@paydesk/contract';
import type { Translate } from '../../../shared/i18n/translate';

/** A role as people read it, main or extra, in the interface's language; an unknown slug as it came. */
export const roleTitle = (t: Translate, slug: string) => {
  if (isRole(slug)) return t(`users.type.${slug}`);
  if (slug === 'support') return t('details.role.support');
  if (slug === 'teamlead') return t('details.role.teamlead');
  return slug;
};
