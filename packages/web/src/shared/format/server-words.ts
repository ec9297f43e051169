import type { Translate } from '../i18n/translate';

/**
 * Words the server sends as data rather than text (a wallet's name, a payment type's slug), put in
 * the interface's language; anything unknown is shown as it came.
 */
export const walletName = (t: Translate, name: string) => (name === 'System' ? t('details.wallet.system') : name);

const PAYMENT_TYPES = { card: 'details.paymentType.card', sbp: 'details.paymentType.sbp', account: 'details.paymentType.account' } as const;

export const paymentTypeTitle = (t: Translate, slug: string) =>
  slug in PAYMENT_TYPES ? t(PAYMENT_TYPES[slug as keyof typeof PAYMENT_TYPES]) : slug;
