import {
  CURRENCY_SCALES,
  fromMinor,
  type Language,
  type Order,
  type OrderDetails,
  type OrderLedgerLeg,
  type UnprocessedDetails,
  type UnprocessedOrder,
} from '@paydesk/contract';
import { messages } from '../../http/messages';
import { describeReason, shownReason, type ReasonCode, type ReasonParams } from './order-reasons';
import type { HistoryRow, LedgerLegRow, OrderNotificationRow } from './order-details.list';
import type { OrderListRow } from './orders.list';
import type { UnprocessedRow } from './unprocessed.list';

const scaleOf = (currency: string) => CURRENCY_SCALES[currency as keyof typeof CURRENCY_SCALES] ?? 2;
const decimal = (minor: string, currency: string) => fromMinor(BigInt(minor), scaleOf(currency));

/** What each role sees of an order: admins everything, traders the payment details, others the order itself. */
export type OrderViewer = 'admin' | 'trader' | 'merchant' | 'partner';

/** The bank of a payment option, in the viewer's language; null when the catalogue has no such option (a partner's own). */
export type BankOf = (paymentOption: string) => { slug: string; name: string } | null;

// The bank comes from the catalogue option, not from the stored details: a pay-out's recipient
// was stored without its bank, and the name is the viewer's language.
const paymentDetails = (row: OrderListRow, bankOf: BankOf): NonNullable<Order['payment_details']> => {
  const attributes = row.payment_details.attributes;
  const holder = attributes.holder ?? null;
  const bank = bankOf(row.payment_details.payment_option);
  return {
    payment_type: row.payment_details.payment_type,
    bank: bank?.slug ?? row.payment_details.bank,
    bank_name: bank?.name ?? row.payment_details.bank,
    holder: row.direction === 'pay_in' ? holder : null,
    recipient: row.direction === 'pay_out' ? holder : null,
    card_number: attributes.card_number ?? null,
    phone: attributes.phone ?? null,
    account_number: attributes.account_number ?? null,
    bik: attributes.bik ?? null,
    correspondent_account: attributes.correspondent_account ?? null,
  };
};

export const toOrder = (row: OrderListRow, viewer: OrderViewer, lang: Language, bankOf: BankOf): Order => {
  const admin = viewer === 'admin';
  const crypto = (amount: string) => ({
    amount: decimal(amount, row.crypto_currency),
    currency: { code: row.crypto_currency, name: row.crypto_name ?? row.crypto_currency },
  });
  return {
    guid: row.id,
    merchant_order_id: row.merchant_order_id,
    direction: row.direction,
    status: { slug: row.status, title: messages(lang).orderStatuses[row.status] },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    fiat_money: { amount: decimal(row.fiat_amount, row.fiat_currency), currency: { code: row.fiat_currency } },
    crypto_money: crypto(row.crypto_amount),
    requested_fiat_money:
      row.requested_fiat_amount === null
        ? null
        : { amount: decimal(row.requested_fiat_amount, row.fiat_currency), currency: { code: row.fiat_currency } },
    paid_fiat_money:
      row.paid_fiat_amount === null
        ? null
        : { amount: decimal(row.paid_fiat_amount, row.fiat_currency), currency: { code: row.fiat_currency } },
    paid_crypto_money: row.paid_crypto_amount === null ? null : crypto(row.paid_crypto_amount),
    executor: admin
      ? {
          type: { slug: row.trader_id ? 'trader' : 'partner' },
          trader: row.trader_id ? { uuid: row.trader_id, username: row.trader_username ?? '' } : null,
          partner: row.partner_slug ? { slug: row.partner_slug, title: row.partner_title ?? row.partner_slug } : null,
        }
      : null,
    merchant: admin ? { uuid: row.merchant_id, username: row.merchant_username } : null,
    flow: admin ? { uuid: row.flow_id, name: row.flow_name } : null,
    devices: admin ? (row.devices ?? []) : null,
    payment_details: admin || viewer === 'trader' ? paymentDetails(row, bankOf) : null,
  };
};

const ledgerSide = (part: string, user: string | null, partner: string | null) => ({
  kind: user !== null ? ('user' as const) : partner !== null ? ('partner' as const) : ('system' as const),
  name: user ?? partner ?? '',
  part,
});

const toLedgerLeg = (row: LedgerLegRow): OrderLedgerLeg => ({
  id: row.id,
  kind: row.kind,
  amount: { amount: decimal(row.amount, row.currency), currency: { code: row.currency } },
  from: ledgerSide(row.debit_part, row.debit_user, row.debit_partner),
  to: ledgerSide(row.credit_part, row.credit_user, row.credit_partner),
  created_at: row.created_at.toISOString(),
});

export const toOrderDetails = (
  row: OrderListRow,
  { history, legs, notifications }: { history: HistoryRow[]; legs: LedgerLegRow[] | null; notifications: OrderNotificationRow[] },
  viewer: OrderViewer,
  lang: Language,
  bankOf: BankOf,
): OrderDetails => ({
  ...toOrder(row, viewer, lang, bankOf),
  rate: row.rate.includes('.') ? row.rate.replace(/\.?0+$/, '') : row.rate,
  requisite:
    row.requisite_id && (viewer === 'admin' || viewer === 'trader') ? { id: row.requisite_id, name: row.requisite_name ?? '' } : null,
  history: history.map((entry) => ({
    from: entry.from_status,
    to: entry.to_status,
    actor: entry.actor_id ? { uuid: entry.actor_id, username: entry.actor_username ?? '' } : null,
    job: entry.job,
    reason: shownReason(entry, lang),
    created_at: entry.created_at.toISOString(),
  })),
  ledger: legs ? legs.map(toLedgerLeg) : null,
  notifications: notifications.map((item) => ({
    id: item.id,
    terminal: { guid: item.terminal_id, name: item.terminal_name },
    source: item.source,
    title: item.title,
    body: item.body,
    outcome: item.outcome,
    received_at: item.received_at.toISOString(),
  })),
});

const payloadText = (payload: Record<string, unknown>, key: string) => {
  const value = payload[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** An attempt's reason in words: its code in the reader's language, or the words of a row written before codes. */
const attemptReason = (attempt: UnprocessedRow['attempts'][number], lang: Language) =>
  shownReason(
    { reason_code: attempt.reason_code, reason_params: attempt.reason_params as ReasonParams | undefined, reason: attempt.reason },
    lang,
  ) ?? '';

/** Why no executor took the order: each distinct reason once, in the reader's language. */
const unprocessedReason = (row: UnprocessedRow, lang: Language) => {
  if (row.reason_codes.length === 0) return row.reason ?? '';
  if (row.attempts.length === 0) {
    return row.reason_codes
      .map((code) => describeReason({ code: code as ReasonCode, params: row.reason_params ?? undefined }, lang))
      .join('; ');
  }
  return [...new Set(row.attempts.map((attempt) => attemptReason(attempt, lang)))].join('; ');
};

export const toUnprocessed = (row: UnprocessedRow, lang: Language): UnprocessedOrder => ({
  id: row.id,
  date: row.created_at.toISOString(),
  payload: {
    direction: payloadText(row.payload, 'direction') || row.direction,
    amount: payloadText(row.payload, 'amount') || row.amount,
    currency: payloadText(row.payload, 'currency') || row.currency,
  },
  amount: { amount: row.amount, currency: { code: row.currency } },
  merchant_uuid: row.merchant_id,
  merchant: { uuid: row.merchant_id, username: row.merchant_username },
  merchant_order_id: row.merchant_order_id,
  reason: unprocessedReason(row, lang),
});

export const toUnprocessedDetails = (
  row: UnprocessedRow,
  names: { traders: Map<string, string>; partners: Map<string, string>; flows: Map<string, string> },
  lang: Language,
): UnprocessedDetails => ({
  ...toUnprocessed(row, lang),
  attempts: row.attempts.map((attempt) => ({
    executor: attempt.trader_id
      ? { type: 'trader' as const, name: names.traders.get(attempt.trader_id) ?? attempt.trader_id }
      : { type: 'partner' as const, name: names.partners.get(attempt.partner_slug ?? '') ?? attempt.partner_slug ?? '' },
    flow: attempt.flow_id ? { uuid: attempt.flow_id, name: names.flows.get(attempt.flow_id) ?? '' } : null,
    reason: attemptReason(attempt, lang),
  })),
});
