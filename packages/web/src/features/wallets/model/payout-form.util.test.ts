import { describe, expect, it } from 'vitest';
import { payoutPayload } from './payout-form.util';

const valid = { address: ' TGKGWmMoEQp2xZDckUxGdtQ7C42L5DZjR9 ', currency: 'USDT', amount: '10.5' };

describe('payoutPayload', () => {
  it('sends the trimmed address, the currency and the amount', () => {
    expect(payoutPayload(valid)).toEqual({ address: 'TGKGWmMoEQp2xZDckUxGdtQ7C42L5DZjR9', currency: 'USDT', amount: '10.5' });
  });

  it('stops on a blank address or currency', () => {
    expect(payoutPayload({ ...valid, address: '   ' })).toBeNull();
    expect(payoutPayload({ ...valid, currency: '' })).toBeNull();
  });

  it('stops on an amount that is not above zero', () => {
    expect(payoutPayload({ ...valid, amount: '' })).toBeNull();
    expect(payoutPayload({ ...valid, amount: '0' })).toBeNull();
    expect(payoutPayload({ ...valid, amount: '0.000' })).toBeNull();
  });

  it('refuses a currency other than USDT', () => {
    expect(payoutPayload({ ...valid, currency: 'BTC' })).toBeNull();
  });

  it('completes an amount typed half-way', () => {
    expect(payoutPayload({ ...valid, amount: '.5' })?.amount).toBe('0.5');
    expect(payoutPayload({ ...valid, amount: '7.' })?.amount).toBe('7');
  });
});
