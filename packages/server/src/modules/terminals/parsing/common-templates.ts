import { AMOUNT, BALANCE, PAYER, anyWordStart } from './template-parts';
import type { TemplateKind } from './notification-template';

export type TemplateDraft = { name: string; kind: TemplateKind; pattern: string };

/**
 * Templates every bank gets (each bank's copy is keyed to its own senders). The keyword ones look
 * anywhere in the text and run before any incoming template, so that money which is not a
 * customer's payment, a code or an advert is never read as a payment, whatever amount it carries.
 */
const BLOCKED = anyWordStart([
  'заблокирован',
  'блокировк',
  'blokir',
  'заморож',
  'приостановлен',
  'ограничен[ыао]? (?:операци|доступ|карт|сч|использ)',
]);

const CODES_AND_SECURITY = anyWordStart([
  String.raw`код(?!\p{L})`,
  String.raw`kod(?!\p{L})`,
  String.raw`code(?!\p{L})`,
  'парол',
  'parol',
  'password',
  'никому',
  'не сообщайте',
  'вход в',
  'vhod v',
  'позвоните',
  'обращались',
]);

/** Money in that is not another person paying: salary, benefits, rewards, refunds, cash, own money, loans. */
const NOT_A_CUSTOMER = anyWordStart([
  'зарплат',
  'заработн',
  'zarplat',
  'zarabotn',
  String.raw`аванс[аы]?(?!\p{L})`,
  String.raw`преми[ийя](?!\p{L})`,
  'пенси',
  'pensi',
  'стипенди',
  'пособи',
  'алимент',
  'кешб[еэ]к',
  'кэшб[еэ]к',
  'cash ?back',
  'ke[sš]hb[eэ]k',
  'бонус',
  'балл',
  'процент',
  'protsent',
  'procent',
  'возврат',
  'vozvrat',
  'refund',
  String.raw`отмен[аы](?!\p{L})`,
  'внесени',
  'внесен[аоы]',
  'vnesen',
  'наличн',
  'nalichn',
  'банкомат',
  String.raw`(?:atm|атм|itt)(?!\p{L})`,
  'терминал',
  'рапида',
  'киберплат',
  'сво(?:его|их|й|ими|им) сч',
  'между (?:своими|счетами|картами)',
  'mezhdu',
  'вклад',
  'vklad',
  'депозит',
  'deposit',
  'копилк',
  'накопит',
  'сбережен',
  'внутренн(?:ий|ему|его) перевод',
  'vnutrenn',
  String.raw`себе(?!\p{L})`,
  String.raw`sebe(?!\p{L})`,
  // Bank names that contain the word are not loans: "Перевод из Хоум Кредит".
  '(?<!хоум |ренессанс |home )кредит(?! европа)',
  'kredit',
  'займ',
  'заем',
  'loan',
]);

const ADVERTS = anyWordStart([
  'акци[яиюй]',
  'скидк',
  'одобрен',
  'предодобрен',
  'оформи',
  'получите',
  'выиграй',
  'розыгрыш',
  'подключите',
  'приглашаем',
  'предложени',
  'промокод',
  'обновите',
  'ссылк',
  'подтвердите',
  'подар',
  'успей',
]);

export const COMMON_NON_INCOMING: readonly TemplateDraft[] = [
  { name: 'common.blocked-notice', kind: 'blocked', pattern: BLOCKED },
  { name: 'common.code-or-security', kind: 'ignore', pattern: CODES_AND_SECURITY },
  { name: 'common.not-a-customer-payment', kind: 'ignore', pattern: NOT_A_CUSTOMER },
  { name: 'common.advert', kind: 'ignore', pattern: ADVERTS },
];

/**
 * The app push most Russian banks share ("Пополнение на 352 ₽, счет RUB. Полина Р. Доступно
 * 3 568 ₽", seen from T-Bank, Alfa-Bank, Gazprombank and Ozon Bank), and "Перевод от …" pushes.
 * For Sovcombank, OTP Bank, Yandex Bank, MTS Bank, Pochta Bank and Rosbank pushes no public
 * sample was found: these shapes are assumed for them.
 */
const INCOMING_VERB = String.raw`(?:Зачисление(?: перевода)?|Поступление(?: перевода)?|Пополнение|Входящий перевод|Поступил перевод|Получен перевод|Вам перевели)(?: СБП| по СБП| через СБП)?`;
const TO_CARD = String.raw`на (?:карту|сч[её]т|кошел[её]к) \*(?<tail>\d{4})`;
const LEFT = String.raw`(?:\.? (?:Баланс|Доступно|Остаток):? ${BALANCE})?`;

/** The plain SMS shape of many banks: what came, to which card, from whom, what is left (in either order). */
export const COMMON_INCOMING_SMS: readonly TemplateDraft[] = [
  {
    name: 'common.sms-credit-to-card',
    kind: 'incoming',
    pattern: String.raw`^${INCOMING_VERB} \+?${AMOUNT} ${TO_CARD}(?: от ${PAYER})?${LEFT}`,
  },
  {
    // "Перевод 500 RUB от Тимур Ж.": a transfer named with its sender right after the amount is money in.
    name: 'common.sms-transfer-from-person',
    kind: 'incoming',
    pattern: String.raw`^Перевод \+?${AMOUNT} от ${PAYER}(?: ${TO_CARD})?${LEFT}`,
  },
  {
    name: 'common.sms-credit-from-person',
    kind: 'incoming',
    pattern: String.raw`^${INCOMING_VERB} \+?${AMOUNT} от ${PAYER}(?: ${TO_CARD})?${LEFT}`,
  },
];

/**
 * Pushes whose title holds the amount and whose body holds only the rest (the balance, the card,
 * the payer): the title is read with the body as "title | body".
 */
export const COMMON_INCOMING_TITLED: readonly TemplateDraft[] = [
  {
    name: 'common.push-title-amount-from-person',
    kind: 'incoming',
    pattern: String.raw`^\+ ?${AMOUNT} от ${PAYER} \| (?:[^|]{0,60}? )?(?:Баланс|Доступно|Остаток):? ${BALANCE}`,
  },
  {
    name: 'common.push-title-transfer-from',
    kind: 'incoming',
    pattern: String.raw`^(?:Перевод|Входящий перевод) от ${PAYER} \| \+ ?${AMOUNT}(?:[^|]{0,60}? (?:Баланс|Доступно|Остаток):? ${BALANCE})?`,
  },
  {
    name: 'common.push-title-credit',
    kind: 'incoming',
    pattern: String.raw`^(?:Пополнение|Поступление|Зачисление)(?: через СБП| по СБП)?(?: на)? \+?${AMOUNT} \| (?:[^|*]{0,40}?\*(?<tail>\d{4}))?(?:[^|]{0,40}? (?:от )?${PAYER})?[^|]{0,40}? (?:Баланс|Доступно|Остаток):? ${BALANCE}`,
  },
];

/** A purchase or a payment as most banks start it; "Перевод … от" (from someone) is money in, not out. */
export const COMMON_OUTGOING: readonly TemplateDraft[] = [
  {
    name: 'common.sms-debit',
    kind: 'outgoing',
    pattern: String.raw`^(?:Покупка|Оплата|Списание|Снятие|Перевод(?! от)) ${AMOUNT}(?!\p{L})(?! от )(?:[^|*]{0,60}?(?:Карта|карты|Сч[её]т) ?\*(?<tail>\d{4}))?(?:[^|]{0,80}? (?:Баланс|Доступно|Остаток):? ${BALANCE})?`,
  },
];

export const COMMON_INCOMING: readonly TemplateDraft[] = [
  {
    name: 'common.push-top-up',
    kind: 'incoming',
    pattern: String.raw`^(?:Пополнение|Поступление|Зачисление)(?: через СБП| по СБП)? на ${AMOUNT}(?:, счет \p{L}{3})?\.(?: ${PAYER}\.?(?: [^.|]{1,40}\.)?)? (?:Доступно|Баланс):? ${BALANCE}`,
  },
  {
    name: 'common.push-from-person',
    kind: 'incoming',
    pattern: String.raw`^(?:Перевод|Поступление|Зачисление|Пополнение)(?: через СБП| по СБП)? \+ ?${AMOUNT} от ${PAYER}`,
  },
];
