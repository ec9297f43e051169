import { authErrors } from './auth/auth.errors';
import { commonErrors } from './common/errors';
import { flowsErrors } from './flows/flows.errors';
import { ordersErrors } from './orders/orders.errors';
import { paymentPageErrors } from './payment-page/payment-page.errors';
import { usersErrors } from './users/users.errors';
import { walletsErrors } from './wallets/wallets.errors';
import { webhooksErrors } from './webhooks/webhooks.errors';
import { terminalsErrors } from './terminals/terminals.errors';
import { notificationTemplatesErrors } from './terminals/notification-templates.errors';
import { disputesErrors } from './disputes/disputes.errors';
import { antiFraudErrors } from './antifraud/antifraud.errors';
import { opsErrors } from './ops/ops.errors';
import { partnersErrors } from './partners/partners.errors';

/** Every error code the API answers with, gathered from the domains that declare them. */
export const ERRORS = {
  ...commonErrors,
  ...authErrors,
  ...usersErrors,
  ...walletsErrors,
  ...flowsErrors,
  ...ordersErrors,
  ...paymentPageErrors,
  ...webhooksErrors,
  ...terminalsErrors,
  ...notificationTemplatesErrors,
  ...disputesErrors,
  ...antiFraudErrors,
  ...opsErrors,
  ...partnersErrors,
};

export type ErrorCode = keyof typeof ERRORS;
/** Stable error codes; the server localizes each one by `x-language`. */
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export type ApiError = {
  error: {
    code: ErrorCode;
    message: string;
    localized_message: string;
    /** Per-field messages of a validation error, keyed by the field's path (`fees.0.percentage`). */
    fields?: Record<string, string>;
  };
};
