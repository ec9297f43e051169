import { CURRENCY_SCALES, fromMinor, type MerchantOrder } from '@paydesk/contract';
import type { OrderRow } from './orders.repository';

const scaleOf = (currency: string) => CURRENCY_SCALES[currency as keyof typeof CURRENCY_SCALES] ?? 2;

const PAID_STATUSES: readonly OrderRow['status'][] = ['paid', 'done'];

/** The order as the merchant API shows it: amounts as decimal strings at their currency's scale. */
export const toMerchantOrder = (row: OrderRow, publicUrl: string): MerchantOrder => {
  const attributes = row.payment_details.attributes;
  const fiat = (minor: string) => ({ amount: fromMinor(BigInt(minor), scaleOf(row.fiat_currency)), currency: row.fiat_currency });
  const crypto = (minor: string) => ({ amount: fromMinor(BigInt(minor), scaleOf(row.crypto_currency)), currency: row.crypto_currency });
  // The received amounts are stored only when they differ from the asked ones.
  const paid = PAID_STATUSES.includes(row.status);
  return {
    id: row.id,
    merchant_order_id: row.merchant_order_id,
    direction: row.direction,
    status: row.status,
    fiat: fiat(row.fiat_amount),
    requested_fiat: row.requested_fiat_amount === null ? null : fiat(row.requested_fiat_amount),
    crypto: crypto(row.crypto_amount),
    paid_fiat: paid ? fiat(row.paid_fiat_amount ?? row.fiat_amount) : null,
    paid_crypto: paid ? crypto(row.paid_crypto_amount ?? row.crypto_amount) : null,
    rate: row.rate.includes('.') ? row.rate.replace(/\.?0+$/, '') : row.rate,
    payment_details: {
      payment_type: row.payment_details.payment_type,
      bank: row.payment_details.bank,
      card_number: attributes.card_number ?? null,
      phone: attributes.phone ?? null,
      account: attributes.account_number ?? null,
      account_number: attributes.account_number ?? null,
      bik: attributes.bik ?? null,
      correspondent_account: attributes.correspondent_account ?? null,
      holder: attributes.holder ?? null,
    },
    expires_at: row.expires_at.toISOString(),
    payment_url: `${publicUrl}/pay/${row.payment_token}`,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
};
