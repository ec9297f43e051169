import { accountRoutes } from './account/account';
import { authRoutes } from './auth/auth';
import type { RouteDef } from './common/route';
import { currencyRoutes } from './currencies/currencies';
import { languageRoutes } from './i18n/languages';
import { usersRoutes } from './users/users';
import { walletRoutes } from './wallets/wallets';
import { flowRoutes } from './flows/flows';
import { requisiteRoutes } from './requisites/requisites';
import { partnerRoutes } from './partners/partners';
import { ordersRoutes } from './orders/orders';
import { orderListRoutes } from './orders/order-lists';
import { directionRoutes } from './orders/directions';
import { jobRoutes } from './jobs/jobs';
import { searchRoutes } from './search/search';
import { webhookRoutes } from './webhooks/webhooks';
import { webhookSettingsRoutes } from './webhooks/webhook-settings';
import { paymentPageRoutes } from './payment-page/payment-page';
import { terminalRoutes } from './terminals/terminals';
import { notificationTemplateRoutes } from './terminals/notification-templates';
import { disputeRoutes } from './disputes/disputes';
import { antiFraudRoutes } from './antifraud/antifraud';
import { statisticRoutes } from './statistics/statistics';
import { reportRoutes } from './reports/reports';

export const INNER_API_BASE = '/api/inner';

/** Every inner API route, by domain. The server registers exactly these. */
export const innerApi = {
  auth: authRoutes,
  account: accountRoutes,
  currencies: currencyRoutes,
  languages: languageRoutes,
  users: usersRoutes,
  wallets: walletRoutes,
  flows: flowRoutes,
  requisites: requisiteRoutes,
  partners: partnerRoutes,
  orders: { ...ordersRoutes, ...orderListRoutes, ...directionRoutes },
  jobs: jobRoutes,
  search: searchRoutes,
  webhooks: { ...webhookRoutes, ...webhookSettingsRoutes },
  paymentPage: paymentPageRoutes,
  terminals: terminalRoutes,
  notificationTemplates: notificationTemplateRoutes,
  disputes: disputeRoutes,
  antiFraud: antiFraudRoutes,
  statistics: statisticRoutes,
  reports: reportRoutes,
} as const satisfies Record<string, Record<string, RouteDef>>;
