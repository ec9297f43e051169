import { describe, expect, it } from 'vitest';
import { carriesAmount, moneyEffectKey } from './money-effect.util';

const of = (slug: 'payment_after_cancel' | 'wrong_amount' | 'wrong_details' | 'other') => ({ reason: { slug, title: slug } });

describe('moneyEffectKey', () => {
  it('names the settlement of a canceled order, the correction of a paid one, and no money for the rest', () => {
    expect(moneyEffectKey(of('payment_after_cancel'), 'resolved')).toBe('disputes.effect.settle');
    expect(moneyEffectKey(of('wrong_amount'), 'resolved')).toBe('disputes.effect.correct');
    expect(moneyEffectKey(of('wrong_details'), 'resolved')).toBe('disputes.effect.noMoney');
    expect(moneyEffectKey(of('other'), 'resolved')).toBe('disputes.effect.noMoney');
    expect(moneyEffectKey(of('payment_after_cancel'), 'rejected')).toBe('disputes.effect.rejected');
  });

  it('offers an amount only for the reasons that carry one', () => {
    expect([carriesAmount(of('payment_after_cancel')), carriesAmount(of('wrong_amount')), carriesAmount(of('other'))]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
