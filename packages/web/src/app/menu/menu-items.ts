import type { Access, Role, SubRole } from '@paydesk/contract';
import {
  IconActivity,
  IconAddressBook,
  IconAffiliate,
  IconAlertTriangle,
  IconArrowsExchange,
  IconChartBar,
  IconChartPie,
  IconCoins,
  IconCreditCard,
  IconDevices,
  IconDirections,
  IconHistory,
  IconId,
  IconRoute,
  IconSettings,
  IconReportMoney,
  IconShieldLock,
  IconTemplate,
  IconTerminal2,
  IconUserShare,
  IconUsers,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import type { MessageKey } from '../../shared/i18n/translate';

export type MenuItem = {
  key: MessageKey;
  path: string;
  icon: Icon;
  access: Access;
  /** Finer permissions the server may grant; none are required yet. */
  permissions: readonly string[];
};

const item = (key: MessageKey, path: string, icon: Icon, roles: readonly Role[], deny: readonly SubRole[] = []): MenuItem => ({
  key,
  path,
  icon,
  access: { kind: 'session', roles, deny },
  permissions: [],
});

const SUPPORT: readonly SubRole[] = ['support'];

/** The side menu of spec section 2, in its order, with deals and directions after the unprocessed orders and the notification templates after the devices. */
export const MENU_ITEMS: readonly MenuItem[] = [
  item('menu.partners', '/partners', IconAffiliate, ['admin']),
  item('menu.users', '/users', IconUsers, ['admin'], SUPPORT),
  item('menu.agentTraders', '/agent/traders', IconUserShare, ['agent']),
  item('menu.active', '/active', IconActivity, ['admin', 'merchant', 'partner', 'trader']),
  item('menu.history', '/history', IconHistory, ['admin', 'merchant', 'partner', 'trader']),
  item('menu.unprocessed', '/unprocessed', IconAlertTriangle, ['admin']),
  item('menu.deals', '/deals', IconArrowsExchange, ['admin']),
  item('menu.directions', '/directions', IconDirections, ['admin']),
  item('menu.paySystems', '/pay', IconCreditCard, ['admin']),
  item('menu.statistics', '/statistics', IconChartBar, ['admin']),
  item('menu.wallets', '/wallets', IconWallet, ['admin'], SUPPORT),
  item('menu.antiFraud', '/antifraud', IconShieldLock, ['admin']),
  item('menu.requisites', '/requisites', IconAddressBook, ['admin']),
  item('menu.devices', '/devices', IconDevices, ['admin']),
  // Beyond the spec's table: the screen of the bank notification templates the devices read with.
  item('menu.notificationTemplates', '/devices/templates', IconTemplate, ['admin'], SUPPORT),
  item('menu.potoc', '/potoc', IconRoute, ['admin'], SUPPORT),
  item('menu.balance', '/balance', IconCoins, ['partner', 'agent', 'trader', 'merchant']),
  item('menu.statistic', '/statistic', IconChartPie, ['partner', 'agent', 'trader', 'merchant']),
  item('menu.reconciliation', '/reconciliation', IconReportMoney, ['admin', 'merchant']),
  item('menu.requisite', '/requisite', IconId, ['trader']),
  item('menu.terminal', '/terminal', IconTerminal2, ['trader']),
  item('menu.settings', '/settings', IconSettings, ['merchant', 'partner', 'agent', 'admin', 'trader']),
];
