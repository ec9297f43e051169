/**
 * The banks whose notifications are read, and the senders that may speak for them: SMS sender
 * ids and the Android packages of their apps. A text from anyone else never confirms a payment.
 * Sberbank's 900, T-Bank's "Tinkoff"/"T-Bank", Alfa's "Alfa-Bank" and the packages of Sberbank,
 * T-Bank, Alfa, VTB, Raiffeisen and Ozon are seen in public parsers and their tests; the others
 * are the banks' published sender names and store packages, to be confirmed by traders' phones.
 */
export const BANKS = [
  { slug: 'sberbank', name: 'Sberbank', sources: ['900', '9000', '9001', '8900', 'SberBank', 'SBERBANK', 'ru.sberbankmobile'] },
  { slug: 'tbank', name: 'T-Bank', sources: ['Tinkoff', 'T-Bank', 'TBank', 'com.idamob.tinkoff.android'] },
  { slug: 'alfabank', name: 'Alfa-Bank', sources: ['Alfa-Bank', 'AlfaBank', 'ru.alfabank.mobile.android'] },
  { slug: 'vtb', name: 'VTB', sources: ['VTB', 'ВТБ', 'ru.vtb24.mobilebanking.android'] },
  { slug: 'raiffeisen', name: 'Raiffeisenbank', sources: ['Raiffeisen', 'ru.raiffeisennews'] },
  { slug: 'ozonbank', name: 'Ozon Bank', sources: ['OzonBank', 'Ozon Bank', 'ru.ozon.app.android', 'ru.ozon.fintech.finance'] },
  { slug: 'gazprombank', name: 'Gazprombank', sources: ['Gazprombank', 'GPB', 'Telecard', 'ru.gazprombank.android.mobilebank.app'] },
  { slug: 'sovcombank', name: 'Sovcombank', sources: ['Sovcombank', 'SOVCOMBANK', 'Halva', 'ru.sovcomcard.halva.v1'] },
  { slug: 'mtsbank', name: 'MTS Bank', sources: ['MTS-Bank', 'MTSBank', 'MTS Bank', 'ru.mts.money'] },
  { slug: 'pochtabank', name: 'Pochta Bank', sources: ['Pochtabank', 'POCHTABANK', 'ru.pochta.bank'] },
  { slug: 'rosbank', name: 'Rosbank', sources: ['Rosbank', 'ROSBANK', 'ru.rosbank.android'] },
  { slug: 'otpbank', name: 'OTP Bank', sources: ['OTPBank', 'OTP Bank', 'ru.otpbank.mobile'] },
  { slug: 'yandexbank', name: 'Yandex Bank', sources: ['Yandex.Bank', 'YandexBank', 'com.yandex.bank'] },
  { slug: 'yoomoney', name: 'YooMoney', sources: ['YooMoney', 'Yandex.Money', 'ru.yoo.money'] },
] as const satisfies readonly { slug: string; name: string; sources: readonly string[] }[];

const bySource = new Map(BANKS.flatMap((bank) => bank.sources.map((source) => [source.toLowerCase(), bank.slug] as const)));

/** The bank a sender id or package speaks for, or null when it is not on the list. */
export const bankOfSource = (source: string): string | null => bySource.get(source.trim().toLowerCase()) ?? null;
