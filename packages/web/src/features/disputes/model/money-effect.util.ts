import { DISPUTE_REASONS, type Dispute } from '@paydesk/contract';
import type { MessageKey } from '../../../shared/i18n/translate';

export type Outcome = 'resolved' | 'rejected';

/** Whether the dispute's reason carries an amount (what was actually paid): resolving it moves money. */
export const carriesAmount = (dispute: Pick<Dispute, 'reason'>) =>
  (DISPUTE_REASONS[dispute.reason.slug].fields as readonly string[]).includes('amount');

/**
 * What the decision does to the money, in one sentence for the confirm dialog: a canceled order
 * is settled at the proven amount, a paid one corrected to it; a reason without an amount and a
 * rejection move nothing.
 */
export const moneyEffectKey = (dispute: Pick<Dispute, 'reason'>, outcome: Outcome): MessageKey => {
  if (outcome === 'rejected') return 'disputes.effect.rejected';
  if (!carriesAmount(dispute)) return 'disputes.effect.noMoney';
  return dispute.reason.slug === 'payment_after_cancel' ? 'disputes.effect.settle' : 'disputes.effect.correct';
};
