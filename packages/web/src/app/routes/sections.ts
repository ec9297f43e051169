import type { MessageKey } from '../../shared/i18n/translate';

export type SectionHandle = { titleKey: MessageKey };

/** Screens of spec section 2 that are not built yet: each shows its title and a short note. */
export const SECTION_PAGES: readonly { path: string; titleKey: MessageKey }[] = [
  { path: 'balance', titleKey: 'menu.balance' },
  { path: 'statistic', titleKey: 'menu.statistic' },
  { path: 'statistics', titleKey: 'menu.statistics' },
  { path: 'history', titleKey: 'menu.history' },
  { path: 'active', titleKey: 'menu.active' },
  { path: 'unprocessed', titleKey: 'menu.unprocessed' },
  { path: 'pay', titleKey: 'menu.paySystems' },
  { path: 'wallets', titleKey: 'menu.wallets' },
  { path: 'antifraud', titleKey: 'menu.antiFraud' },
  { path: 'requisites', titleKey: 'menu.requisites' },
  { path: 'requisite', titleKey: 'menu.requisite' },
  { path: 'devices', titleKey: 'menu.devices' },
  { path: 'terminal', titleKey: 'menu.terminal' },
  { path: 'potoc', titleKey: 'menu.potoc' },
  { path: 'deals', titleKey: 'page.deals' },
  { path: 'partners', titleKey: 'menu.partners' },
  { path: 'users', titleKey: 'menu.users' },
  { path: 'admins', titleKey: 'page.admins' },
  { path: 'merchants', titleKey: 'page.merchants' },
  { path: 'agents', titleKey: 'page.agents' },
  { path: 'traders', titleKey: 'page.traders' },
  { path: 'agent/traders', titleKey: 'menu.agentTraders' },
  { path: 'directions', titleKey: 'page.directions' },
];
