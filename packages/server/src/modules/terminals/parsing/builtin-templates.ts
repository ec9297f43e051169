import { BANKS } from './bank-sources';
import {
  COMMON_INCOMING,
  COMMON_INCOMING_SMS,
  COMMON_INCOMING_TITLED,
  COMMON_NON_INCOMING,
  COMMON_OUTGOING,
  type TemplateDraft,
} from './common-templates';
import type { NotificationTemplate } from './notification-template';
import { AMOUNT, BALANCE, DESCRIPTOR, PAYER, SBER_CARD, TIME } from './template-parts';

const raw = String.raw;

/**
 * Each bank's own formats, as seen in public bank-SMS parsers and their tests (sergei4/banksmsparser,
 * rpdeployer/syncra_parser, atten/bookkeeper-telegram and others). Patterns start at the text's
 * start (`^`), so words a payer writes in a transfer's message cannot pose as the bank's fields.
 */
const BANK_DRAFTS: Record<string, readonly TemplateDraft[]> = {
  sberbank: [
    {
      name: 'sms.outgoing-purchase',
      kind: 'outgoing',
      pattern: raw`^${SBER_CARD} ${TIME} (?:покупка|оплата(?: услуг)?|списание|выдача|платеж) ${AMOUNT}(?: ${DESCRIPTOR})? Баланс: ${BALANCE}`,
    },
    {
      // "Перевод 773,38р через СБП в Яндекс на запрос от Яндекс": the destination follows the amount.
      name: 'sms.outgoing-transfer',
      kind: 'outgoing',
      pattern: raw`^${SBER_CARD} ${TIME} Перевод ${AMOUNT} (?:через|на|в|по|для) ${DESCRIPTOR} Баланс: ${BALANCE}`,
    },
    {
      name: 'sms.incoming-transfer',
      kind: 'incoming',
      pattern: raw`^${SBER_CARD} ${TIME} Перевод (?:из [^+|]{1,40} )?\+?${AMOUNT} от ${PAYER}(?: Баланс: ${BALANCE})?`,
    },
    {
      name: 'sms.incoming-credit',
      kind: 'incoming',
      pattern: raw`^${SBER_CARD} ${TIME} зачисление ${AMOUNT}(?: ${DESCRIPTOR})? Баланс: ${BALANCE}`,
    },
    {
      name: 'any.incoming-sent-you',
      kind: 'incoming',
      pattern: raw`^(?:Зачисление из [^|]{1,40}? |Сбербанк Онлайн\. )?(?:${SBER_CARD} (?:${TIME} )?)?${PAYER} перевел(?:\(а\)|а)? вам ${AMOUNT}`,
    },
    {
      name: 'push.incoming-transfer-card-first',
      kind: 'incoming',
      pattern: raw`^Перевод от ${PAYER}(?: [^+|]{1,40})? \+ ?${AMOUNT} \p{L}{2,10} •{1,3} ?(?<tail>\d{4}) Баланс: ${BALANCE}`,
    },
    {
      name: 'push.incoming-transfer',
      kind: 'incoming',
      pattern: raw`^Перевод от ${PAYER}(?: [^+|]{1,40})? \+ ?${AMOUNT}(?: -)?(?: Баланс: ${BALANCE})?(?: \p{L}{2,10} •{1,3} ?(?<tail>\d{4}))?`,
    },
  ],
  tbank: [
    {
      name: 'sms.refund',
      kind: 'ignore',
      pattern: raw`^Возврат[^,|]{0,20}, счет \p{L}{3}\. ${AMOUNT}\.(?: ${DESCRIPTOR})? Доступно ${BALANCE}`,
    },
    {
      name: 'sms.cash-in',
      kind: 'ignore',
      pattern: raw`^Пополнение, счет \p{L}{3}\. ${AMOUNT}\. (?:Банкомат|ATM)[^|]{0,40}? Доступно ${BALANCE}`,
    },
    {
      name: 'sms.outgoing',
      kind: 'outgoing',
      pattern: raw`^(?:Перевод|Оплата(?: СБП| услуг)?|Покупка|Регулярная покупка|Снятие|Списание|Платеж)(?: \d\d\.\d\d\.\d{4})?[.,] (?:счет \p{L}{3}|Карта \*(?<tail>\d{4})|Бесконтактная оплата)\. (?:Сумма )?${AMOUNT}\.(?: ${DESCRIPTOR})? (?:Доступно|Баланс) ${BALANCE}`,
    },
    {
      name: 'sms.incoming-top-up',
      kind: 'incoming',
      pattern: raw`^Пополнение, счет \p{L}{3}\. ${AMOUNT}\.(?: ${PAYER})? Доступно ${BALANCE}`,
    },
    {
      name: 'sms.incoming-card2card',
      kind: 'incoming',
      pattern: raw`^(?:Пополнение|Popolnenie)\. (?:Карта|Karta) \*(?<tail>\d{4})\. (?:Сумма |Summa )?${AMOUNT}\. Card2Card\.(?: [\d.: ]{1,20}\.)? (?:Доступно|Dostupno) ${BALANCE}`,
    },
  ],
  alfabank: [
    {
      name: 'sms.outgoing-latin',
      kind: 'outgoing',
      pattern: raw`^[\d*]\*(?<tail>\d{4});? (?:Pokupka|Oplata|Spisanie|Snyatie|Vydacha|Perevod)[^:;|]{0,30}?;? Summa: ${AMOUNT};? Ostatok: ${BALANCE}`,
    },
    {
      name: 'sms.incoming-latin',
      kind: 'incoming',
      pattern: raw`^[\d*]\*(?<tail>\d{4});? Postupleniye;? Summa: ${AMOUNT};? Ostatok: ${BALANCE}`,
    },
    {
      name: 'push.incoming-to-card',
      kind: 'incoming',
      pattern: raw`^Поступление ${AMOUNT} на (?:карту|счет) \*{1,2}(?<tail>\d{4})(?: от ${PAYER})?`,
    },
  ],
  vtb: [
    {
      name: 'push.outgoing',
      kind: 'outgoing',
      pattern: raw`^(?:Оплата|Списание|Снятие|Перевод) ${AMOUNT} (?:Счет|Карта) ?\*(?<tail>\d{4})(?: ${DESCRIPTOR})? Баланс ${BALANCE}`,
    },
    {
      name: 'push.incoming-from-person',
      kind: 'incoming',
      pattern: raw`^(?:Поступление|Пополнение|Зачисление) ${AMOUNT} (?:Счет|Карта) ?\*(?<tail>\d{4}) от ${PAYER}(?: Баланс ${BALANCE})?`,
    },
    {
      name: 'sms.incoming-transfer-latin',
      kind: 'incoming',
      pattern: raw`^Schet \*(?<tail>\d{4}): postuplenie ${AMOUNT}; perevod [\d.: ]{1,25}; dostupno ${BALANCE}`,
    },
  ],
  raiffeisen: [
    {
      name: 'push.outgoing',
      kind: 'outgoing',
      pattern: raw`^Заплатили (?:картой|со счета) \*(?<tail>\d{4}) \| - ?${AMOUNT}(?: ${DESCRIPTOR})?\. Теперь на (?:карте|счете) ${BALANCE}`,
    },
    {
      // No public sample of this push was found: modelled on the outgoing one.
      name: 'push.incoming-from-person',
      kind: 'incoming',
      pattern: raw`^Пополнили (?:карту|счет) \*(?<tail>\d{4}) \| \+ ?${AMOUNT} от ${PAYER}\.? Теперь на (?:карте|счете) ${BALANCE}`,
    },
    {
      name: 'sms.incoming-transfer-latin',
      kind: 'incoming',
      pattern: raw`^Zachislen perevod ${AMOUNT} na schet \*(?<tail>\d{4})\.(?: Balans ${BALANCE})?`,
    },
    {
      name: 'sms.incoming-transfer-latin-account-first',
      kind: 'incoming',
      pattern: raw`^Schet \*(?<tail>\d{4})\. Zachislen perevod ${AMOUNT}\.(?: Balans ${BALANCE})?`,
    },
  ],
  ozonbank: [
    {
      name: 'push.own-account-top-up',
      kind: 'ignore',
      pattern: raw`^Пополнение со своего счета(?: через СБП)? на ${AMOUNT}\.(?: [^|]{1,80}?)? (?:Баланс|Доступно) ${BALANCE}`,
    },
    {
      name: 'push.outgoing',
      kind: 'outgoing',
      pattern: raw`^(?:Покупка|Оплата|Перевод|Списание) на ${AMOUNT}(?: (?:в|на|для|по|через) |$)`,
    },
    {
      name: 'push.incoming-sbp',
      kind: 'incoming',
      pattern: raw`^Пополнение через СБП на ${AMOUNT}\. ${PAYER}\.?(?: [^.|]{1,40}\.)? (?:Баланс|Доступно) ${BALANCE}`,
    },
  ],
  gazprombank: [
    {
      name: 'sms.outgoing-latin',
      kind: 'outgoing',
      pattern: raw`^(?:Telecard; )?Card(?<tail>\d{4}); (?:Oplata|Perevod|Snyatie nalichnih|Predauth)[^;|]{0,20}; Summa ${AMOUNT};(?: [^;|]{1,30}; [^;|]{1,40}; dostupno: ${BALANCE})?`,
    },
    {
      name: 'sms.incoming-transfer-latin',
      kind: 'incoming',
      pattern: raw`^(?:Telecard; )?Card(?<tail>\d{4}); Poluchen perevod; Summa ${AMOUNT}; [^;|]{1,30}; (?:[^;|]{1,40}; )?dostupno: ${BALANCE}`,
    },
  ],
  mtsbank: [
    {
      name: 'sms.outgoing',
      kind: 'outgoing',
      pattern: raw`^(?:Оплата|Oplata|Перевод на карту|Perevod na kartu|Списание) \p{L}{2} \*(?<tail>\d{4}); [\d.: ]{5,20}; [^;|]{1,60}; ${AMOUNT}; (?:Остаток|Ostatok|Лимит): ${BALANCE}`,
    },
    {
      name: 'sms.incoming-credit',
      kind: 'incoming',
      pattern: raw`^(?:Приход по счету карты|Пополнение|Popolnenie) \p{L}{2} \*(?<tail>\d{4}); (?:[\d.: ]{5,20}; )?${AMOUNT}; (?:Остаток|Ostatok|Лимит): ${BALANCE}`,
    },
  ],
  pochtabank: [
    {
      name: 'sms.outgoing',
      kind: 'outgoing',
      pattern: raw`^Карта \d\*(?<tail>\d{4}) (?:\d\d\.\d\d\.\d\d \d\d:\d\d )?(?:Покупка|Списание|Оплата) ${AMOUNT}(?: ${DESCRIPTOR})? Доступно ${BALANCE}`,
    },
    {
      name: 'sms.incoming-account',
      kind: 'incoming',
      pattern: raw`^(?:Счет договора|Договор) \d{0,16}?(?<tail>\d{4})\.? (?:пополнен на|Пополнение на) ${AMOUNT}\.? (?:Баланс|Доступно) ${BALANCE}`,
    },
    {
      name: 'sms.incoming-card',
      kind: 'incoming',
      pattern: raw`^Карта \d\*(?<tail>\d{4}) (?:\d\d\.\d\d\.\d\d \d\d:\d\d )?Зачислено ${AMOUNT}(?: ${DESCRIPTOR})? Доступно ${BALANCE}`,
    },
    {
      name: 'sms.incoming-card-top-up',
      kind: 'incoming',
      pattern: raw`^Карта \d\*(?<tail>\d{4})\. Пополнение на ${AMOUNT}`,
    },
  ],
  rosbank: [
    {
      name: 'sms.outgoing-account',
      kind: 'outgoing',
      pattern: raw`^(?:Счет|Schet) \p{L}\*(?<tail>\d{3,4}): (?:Списание|Spisanie) ${AMOUNT}; (?:Доступно|Dostupno): ${BALANCE}`,
    },
    {
      name: 'sms.outgoing-card-latin',
      kind: 'outgoing',
      pattern: raw`^Karta \*\*(?<tail>\d{4})\. ?(?:Sovershena pokupka|Pokupka) na summu ${AMOUNT}`,
    },
    {
      name: 'sms.incoming-account',
      kind: 'incoming',
      pattern: raw`^(?:Счет|Schet) \p{L}\*(?<tail>\d{3,4}): (?:Пополнение|Popolnenie) ${AMOUNT}; (?:Доступно|Dostupno): ${BALANCE}`,
    },
  ],
  yoomoney: [
    {
      name: 'sms.outgoing',
      kind: 'outgoing',
      pattern: raw`^(?:ЮMoney|Яндекс\.Деньги)[.,] кошелек \*(?<tail>\d{4}) Вы заплатили ${AMOUNT}(?: Доступно:? ${BALANCE})?`,
    },
    {
      name: 'sms.incoming-wallet',
      kind: 'incoming',
      pattern: raw`^(?:ЮMoney|Яндекс\.Деньги)[.,] кошелек \*(?<tail>\d{4}) пополнен на ${AMOUNT}(?: Доступно:? ${BALANCE})?`,
    },
  ],
};

const toTemplate = (bank: { slug: string; sources: readonly string[] }, draft: TemplateDraft): NotificationTemplate => ({
  id: `${bank.slug}.${draft.name}`,
  bank: bank.slug,
  sources: bank.sources,
  kind: draft.kind,
  pattern: draft.pattern,
  builtin: true,
  enabled: true,
});

/** A bank's own formats come before the shared ones; the parser then orders all of them by kind. */
export const BUILTIN_TEMPLATES: readonly NotificationTemplate[] = BANKS.flatMap((bank) =>
  [
    ...(BANK_DRAFTS[bank.slug] ?? []),
    ...COMMON_NON_INCOMING,
    ...COMMON_OUTGOING,
    ...COMMON_INCOMING,
    ...COMMON_INCOMING_SMS,
    ...COMMON_INCOMING_TITLED,
  ].map((draft) => toTemplate(bank, draft)),
);
