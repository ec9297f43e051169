import type { MessageKey } from '../../shared/i18n/translate';

export type SectionHandle = { titleKey: MessageKey };

/** Screens of spec section 2 that are not built yet: each shows its title and a short note. */
export const SECTION_PAGES: readonly { path: string; titleKey: MessageKey }[] = [{ path: 'directions', titleKey: 'page.directions' }];
