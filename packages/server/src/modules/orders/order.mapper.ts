import { CURRENCY_SCALES, fromMinor, type MerchantOrder } from '@paydesk/contract';
import type { OrderRow } from './orders.repository';

const scaleOf = (currency: string) => CURRENCY_SCALES[currency as keyof typeof CURRENCY_SCALES] ?? 2;

/** The order as the merchant API shows it: amounts as decimal strings at their currency's scale. */
export const toMerchantOrder = (row: OrderRow, publicUrl: string): MerchantOrder => {
  const attributes = row.payment_details.attributes;
  return {
    id: row.id,
    merchant_order_id: row.merchant_order_id,
    direction: row.direction,
    status: row.status,
    fiat: { amount: fromMinor(BigInt(row.fiat_amount), scaleOf(row.fiat_currency)), currency: row.fiat_currency },
    crypto: { amount: fromMinor(BigInt(row.crypto_amount), scaleOf(row.crypto_currency)), currency: row.crypto_currency },
    rate: row.rate.includes('.') ? row.rate.replace(/\.?0+$/, '') : row.rate,
    payment_details: {
      payment_type: row.payment_details.payment_type,
      bank: row.payment_details.bank,
      card_number: attributes.card_number ?? null,
      phone: attributes.phone ?? null,
      account: attributes.account_number ?? null,
      holder: attributes.holder ?? null,
    },
    expires_at: row.expires_at.toISOString(),
    payment_url: `${publicUrl}/pay/${row.payment_token}`,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
};
