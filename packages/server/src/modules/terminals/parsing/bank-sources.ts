export type Bank = { slug: string; name: string; sources: readonly string[] };

/**
 * The whitelist: a notification is read only when its SMS sender id or Android package is listed
 * here, and only with its own bank's templates, never by a bank name inside the text (an SMS from
 * 900 saying "Перевод из Альфа-Банк" is Sberbank's).
 *
 * Verified means seen in public bank-SMS parsers, notification collectors or app lists:
 * 900, Tinkoff, T-Bank, Alfa-Bank, VTB24, Telecard and all packages below except where marked.
 * Assumed means taken from the product brief or a single unconfirmed source; a wrong entry only
 * costs recall, because every template still has to match the bank's own format.
 */
export const BANKS: readonly Bank[] = [
  { slug: 'sberbank', name: 'Сбербанк', sources: ['900', 'SBERBANK', 'ru.sberbankmobile'] },
  {
    slug: 'tbank',
    name: 'Т-Банк',
    // 'Т-Банк' (Cyrillic) is assumed: one public parser lists it as a sender id.
    sources: ['Tinkoff', 'T-Bank', 'Т-Банк', 'com.idamob.tinkoff.android'],
  },
  // 'Alfa-Bank' as a sender id is seen in an old public sender list; the current one is assumed the same.
  { slug: 'alfabank', name: 'Альфа-Банк', sources: ['Alfa-Bank', 'AlfaBank', 'ru.alfabank.mobile.android'] },
  // 'VTB' is assumed (the seen sender is the older 'VTB24').
  { slug: 'vtb', name: 'ВТБ', sources: ['VTB', 'VTB24', 'ru.vtb24.mobilebanking.android'] },
  // 'Raiffeisen' as a sender id is assumed; the package is seen in a public push parser.
  { slug: 'raiffeisen', name: 'Райффайзенбанк', sources: ['Raiffeisen', 'ru.raiffeisennews'] },
  {
    slug: 'ozonbank',
    name: 'Ozon Банк',
    // ru.ozon.fintech.finance is the bank app; the marketplace app ru.ozon.app.android also shows the
    // bank's pushes (seen in a public template file, not verified). 'OzonBank' as a sender id is assumed.
    sources: ['OzonBank', 'ru.ozon.fintech.finance', 'ru.ozon.app.android'],
  },
  // 'GPB' is assumed; 'Telecard' is the sender of the older card SMS.
  { slug: 'gazprombank', name: 'Газпромбанк', sources: ['GPB', 'Telecard', 'ru.gazprombank.android.mobilebank.app'] },
  // The sender id is assumed; ru.sovcomcard.halva.v1 (Halva) is seen in app lists.
  { slug: 'sovcombank', name: 'Совкомбанк', sources: ['Sovcombank', 'ru.sovcomcard.halva.v1'] },
  // Sender id and package are assumed: public lists disagree (ru.mts.money, ru.mtsbank.*).
  { slug: 'mtsbank', name: 'МТС Банк', sources: ['MTS-Bank', 'MTSBank', 'ru.mts.money'] },
  // Sender id and package are assumed.
  { slug: 'pochtabank', name: 'Почта Банк', sources: ['Pochtabank', 'ru.pochta.bank'] },
  // The sender id is assumed; ru.rosbank.android is seen in app lists.
  { slug: 'rosbank', name: 'Росбанк', sources: ['Rosbank', 'ru.rosbank.android'] },
  // The sender id is assumed; ru.otpbank.mobile is seen in app lists.
  { slug: 'otpbank', name: 'ОТП Банк', sources: ['OTPBank', 'ru.otpbank.mobile'] },
  // The sender id is assumed; com.yandex.bank is seen in app lists.
  { slug: 'yandexbank', name: 'Яндекс Банк', sources: ['Yandex', 'com.yandex.bank'] },
  // The sender id is assumed; ru.yoo.money is seen in app lists.
  { slug: 'yoomoney', name: 'ЮMoney', sources: ['YooMoney', 'ru.yoo.money'] },
];

export const sourceKey = (source: string): string => source.trim().toLowerCase();

const BANK_BY_SOURCE = new Map(BANKS.flatMap((bank) => bank.sources.map((source) => [sourceKey(source), bank.slug] as const)));

export const bankOfSource = (source: string): string | null => BANK_BY_SOURCE.get(sourceKey(source)) ?? null;

export const sourcesOfBank = (slug: string): readonly string[] => BANKS.find((bank) => bank.slug === slug)?.sources ?? [];
