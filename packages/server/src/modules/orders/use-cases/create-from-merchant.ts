import { MAX_AMOUNTS, scaleOf, toMinor, type MerchantOrderBody } from '@paydesk/contract';
import type { AppDeps } from '../../../app-deps';
import type { ConfigSnapshot } from '../../../db/config-snapshot';
import { AppError } from '../../../http/app-error';
import type { Localized } from '../../../http/request-context';
import { isActiveCurrency } from '../../currencies/currencies.service';
import { checkPaymentDetails, loadCatalogue } from '../../requisites';
import { adjustmentLimit } from '../amount-adjustment';
import { describeReason, reason } from '../order-reasons';
import type { OrderTransitions } from '../order-transitions';
import { toMerchantOrder } from '../order.mapper';
import * as repo from '../orders.repository';
import type { RoutingService } from '../routing.service';
import type { AntiFraudGateway } from '../anti-fraud-gateway';
import { claimMerchantRequest } from './merchant-request';

type FieldErrors = Record<string, { key: string; params?: Record<string, string | number> }>;

/** The largest amount the product holds in this currency, as a decimal; null for a currency without a limit. */
const maxOf = (currency: string): string | null => (MAX_AMOUNTS as Record<string, string>)[currency] ?? null;

const decimalsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

/** Field checks the schema cannot make alone: the currency and its scale, the payment type, the recipient. */
const checkRequest = async ({ db }: Pick<AppDeps, 'db'>, config: ConfigSnapshot, body: MerchantOrderBody) => {
  const bad: FieldErrors = {};
  const scale = scaleOf(body.currency);
  const fiat = scale !== undefined && (await config.read(`fiat:${body.currency}`, () => isActiveCurrency(db, body.currency, 'fiat')));
  if (!fiat) bad.currency = { key: 'unknown_currency', params: { kind: 'fiat' } };
  else if (decimalsOf(body.amount) > scale) bad.amount = { key: 'decimal', params: { scale } };
  else if (toMinor(body.amount, scale) <= 0n) bad.amount = { key: 'positive' };
  else if (maxOf(body.currency) !== null && toMinor(body.amount, scale) > toMinor(maxOf(body.currency)!, scale)) {
    bad.amount = { key: 'decimal_max', params: { max: maxOf(body.currency)! } };
  }
  const catalogue = await loadCatalogue(db);
  if (body.payment_type !== undefined && !catalogue.type(body.payment_type)) bad.payment_type = { key: 'unknown_option' };
  if (body.direction === 'pay_in' && body.recipient) bad.recipient = { key: 'unknown_field' };
  if (body.direction === 'pay_out' && !body.recipient) bad.recipient = { key: 'required' };
  if (body.direction === 'pay_out' && !body.payment_type) bad.payment_type = { key: 'required' };
  // A pay-out is sent by the trader as asked: its amount never moves.
  if (body.direction === 'pay_out' && body.amount_adjustable !== undefined) bad.amount_adjustable = { key: 'unknown_field' };
  if (Object.keys(bad).length > 0) throw new AppError('validation', {}, bad);
  if (body.direction !== 'pay_out' || !body.recipient) return null;
  try {
    const attributes = await checkPaymentDetails(db, {
      currency: body.currency,
      payment_type: body.payment_type!,
      payment_option: body.recipient.payment_option,
      attributes: body.recipient.attributes,
    });
    return { payment_option: body.recipient.payment_option, attributes };
  } catch (error) {
    // The recipient's fields are named under `recipient`, as the merchant sent them.
    if (!(error instanceof AppError) || !error.fields) throw error;
    const named = Object.fromEntries(
      Object.entries(error.fields).map(([path, issue]) => [
        path === 'payment_option' || path.startsWith('attributes.') ? `recipient.${path}` : path,
        issue,
      ]),
    );
    throw new AppError('validation', {}, named);
  }
};

/**
 * Creates an order from the merchant API, once per merchant order id: a repeat answers the first
 * answer, another body under the same id is refused, a twin in flight is waited for. The answer is
 * stored in the transaction that creates the order, so a crash leaves either both or neither. A
 * request the engine refuses is recorded as unprocessed with its reason, and its id stays free.
 */
export const createFromMerchantUseCase =
  (deps: AppDeps, routing: RoutingService, transitions: OrderTransitions, antiFraud: () => AntiFraudGateway) =>
  /** `configuration`: as read once the request had begun (the merchant API's authentication reads it); read here when not given. */
  async (merchantId: string, body: MerchantOrderBody, localized: Localized, configuration?: ConfigSnapshot) => {
    const { db, config } = deps;
    const key = { merchantId, merchantOrderId: body.merchant_order_id };
    const [claimed, current] = await Promise.all([
      claimMerchantRequest(db, key, body, config.merchantRequestLeaseSeconds),
      configuration ?? deps.snapshots.fresh(),
    ]);
    if ('replay' in claimed) return { ...claimed.replay, replayed: true };
    const { claim } = claimed;
    try {
      const recipient = await checkRequest(deps, current, body).catch(async (error: unknown) => {
        if (error instanceof AppError && error.fields) await recordRefusal(deps, merchantId, body, Object.keys(error.fields));
        throw error;
      });
      const scale = scaleOf(body.currency)!;
      const fiatMinor = toMinor(body.amount, scale);
      const adjustLimit =
        body.amount_adjustable === true && body.direction === 'pay_in'
          ? adjustmentLimit(fiatMinor, scale, config.amountAdjustMaxPercent, config.amountAdjustMaxUnits)
          : 0n;
      // Before routing: a refused order holds nothing and is kept as unprocessed with the rule as its reason.
      const refused = await antiFraud().screenOrder(
        { merchantId, customerId: body.customer_id ?? null, currency: body.currency, fiatMinor },
        current,
      );
      if (refused) await refuseByAntiFraud(deps, merchantId, body, refused.rule, localized);
      const { order } = await routing.route(
        {
          merchantId,
          body,
          fiatMinor,
          adjustLimit,
          recipient,
          // The answer is stored with the order, in its statement: a crash leaves both or neither.
          answer: {
            key: claim.key,
            claimId: claim.claimId,
            of: (created) => ({ status: 201, body: { data: toMerchantOrder(created, config.publicUrl) } }),
          },
        },
        localized,
        current,
      );
      transitions.announceCreated(order);
      return { status: 201, body: { data: toMerchantOrder(order, config.publicUrl) }, replayed: false };
    } catch (error) {
      // Nothing was created: the same id may be sent again, corrected or when an executor is free.
      await claim.release();
      throw error;
    }
  };

/** A request an anti-fraud rule refused, kept on the unprocessed list with the rule as its reason. */
const refuseByAntiFraud = async (
  deps: Pick<AppDeps, 'db'>,
  merchantId: string,
  body: MerchantOrderBody,
  rule: string,
  localized: Localized,
) => {
  const why = reason('anti_fraud', { rule });
  await repo.insertUnprocessed(deps.db, {
    merchantId,
    merchantOrderId: body.merchant_order_id,
    direction: body.direction,
    amount: body.amount,
    currency: body.currency,
    payload: body,
    reasonCodes: ['anti_fraud'],
    reasonParams: why.params ?? null,
    attempts: [],
  });
  throw new AppError('anti_fraud_refused', { reason: describeReason(why, localized.lang) });
};

/** A request refused before routing, kept on the unprocessed list with the fields it got wrong. */
const recordRefusal = (deps: Pick<AppDeps, 'db'>, merchantId: string, body: MerchantOrderBody, fields: string[]) =>
  repo.insertUnprocessed(deps.db, {
    merchantId,
    merchantOrderId: body.merchant_order_id,
    direction: body.direction,
    amount: body.amount,
    currency: body.currency,
    payload: body,
    reasonCodes: ['invalid_request'],
    reasonParams: reason('invalid_request', { fields: fields.join(', ') }).params ?? null,
    attempts: [],
  });
