import { DEFAULT_FLOW_CRYPTO, DEFAULT_FLOW_FIAT, type RateSource } from '@paydesk/contract';

export type CreateFlowDraft = {
  name: string;
  fiat_currency: string;
  crypto_currency: string;
  currency_rate_source: RateSource;
  currency_rate: string;
  merchant_uuids: string[];
  is_active: boolean;
};

/** The spec's defaults: RUB / USDT, inactive. */
export const newFlowDraft = (): CreateFlowDraft => ({
  name: '',
  fiat_currency: DEFAULT_FLOW_FIAT,
  crypto_currency: DEFAULT_FLOW_CRYPTO,
  currency_rate_source: 'manual',
  currency_rate: '',
  merchant_uuids: [],
  is_active: false,
});

/** The rate travels only with the manual source; merchants go as their uuids. */
export const toCreateFlowBody = (draft: CreateFlowDraft) => ({
  name: draft.name.trim(),
  fiat_currency: draft.fiat_currency,
  crypto_currency: draft.crypto_currency,
  merchant_uuids: draft.merchant_uuids,
  is_active: draft.is_active,
  currency_rate_source: draft.currency_rate_source,
  ...(draft.currency_rate_source === 'manual' ? { currency_rate: draft.currency_rate.trim() || null } : {}),
});

/** The rate form of an existing flow: same rule, null instead of absent. */
export const toRateSourceBody = (source: RateSource, rate: string) => ({
  currency_rate_source: source,
  currency_rate: source === 'manual' ? rate.trim() || null : null,
});
