import { describe, expect, it } from 'vitest';
import { newFlowDraft, toCreateFlowBody, toRateSourceBody } from './create-flow-form.util';

describe('create flow form', () => {
  it('starts with RUB / USDT and an inactive flow', () => {
    expect(newFlowDraft()).toMatchObject({ fiat_currency: 'RUB', crypto_currency: 'USDT', is_active: false, merchant_uuids: [] });
  });

  it('sends the rate only with the manual source', () => {
    const draft = { ...newFlowDraft(), name: ' Main ', currency_rate: '92.5', merchant_uuids: ['m-1'] };
    expect(toCreateFlowBody(draft)).toEqual({
      name: 'Main',
      fiat_currency: 'RUB',
      crypto_currency: 'USDT',
      merchant_uuids: ['m-1'],
      is_active: false,
      currency_rate_source: 'manual',
      currency_rate: '92.5',
    });
    expect(toCreateFlowBody({ ...draft, currency_rate_source: 'binance_p2p' })).not.toHaveProperty('currency_rate');
  });

  it('sends a null rate when the source of a flow is not manual', () => {
    expect(toRateSourceBody('bybit_p2p', '90')).toEqual({ currency_rate_source: 'bybit_p2p', currency_rate: null });
    expect(toRateSourceBody('manual', ' 90.1 ')).toEqual({ currency_rate_source: 'manual', currency_rate: '90.1' });
  });
});
