import type { FilterDefinition, Language } from '@paydesk/contract';
import type { z } from 'zod';
import { messages } from './messages';

/** A spreadsheet opens UTF-8 (Cyrillic) right only when the file starts with the byte-order mark. */
export const BOM = '\uFEFF';

// A cell a spreadsheet would run as a formula is quoted as text; a signed number stays a number.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** One CSV field (RFC 4180): quoted when it holds a separator, a quote or a line break. */
export const csvField = (value: string) => {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

export type CsvColumn = { label: string; value: (item: unknown) => string };

/** Column names of the lists' items, in both languages; a name not here falls back to the form fields' names. */
const COLUMN_NAMES: Record<Language, Record<string, string>> = {
  en: {
    id: 'ID',
    guid: 'ID',
    uuid: 'ID',
    merchant_order_id: 'Merchant order ID',
    direction: 'Type',
    status: 'Status',
    created_at: 'Created (UTC)',
    updated_at: 'Updated (UTC)',
    expires_at: 'Expires (UTC)',
    fiat_money: 'Fiat amount',
    crypto_money: 'Crypto amount',
    paid_fiat_money: 'Paid fiat',
    requested_fiat_money: 'Requested fiat',
    paid_crypto_money: 'Paid crypto',
    executor: 'Executor',
    merchant: 'Merchant',
    trader: 'Trader',
    partner: 'Partner',
    flow: 'Flow',
    devices: 'Devices',
    fiat_currency: 'Fiat currency',
    crypto_currency: 'Crypto currency',
    payment_type: 'Payment type',
    min_amount: 'Min amount',
    max_amount: 'Max amount',
    flows: 'Flows',
    executors: 'Executors',
    executors_live: 'Live executors',
    created_today: 'Created today',
    paid_today: 'Paid today',
    conversion_today: 'Conversion today (%)',
    payment_details: 'Requisites',
    bank: 'Bank',
    bank_name: 'Bank name',
    recipient: 'Recipient',
    account_number: 'Account number',
    bik: 'BIC',
    correspondent_account: 'Correspondent account',
    amount: 'Amount',
    currency: 'Currency',
    balance: 'Balance',
    balance_before: 'Balance before',
    balance_after: 'Balance after',
    date: 'Date (UTC)',
    reason: 'Reason',
    order: 'Order',
    title: 'Title',
    address: 'Address',
    active: 'Active',
    is_active: 'Active',
    enabled: 'Enabled',
    role: 'Role',
    description: 'Description',
    day: 'Day (UTC)',
    orders_total: 'Orders',
    orders_new: 'New',
    orders_in_progress: 'In progress',
    orders_paid: 'Paid',
    orders_done: 'Done',
    orders_canceled: 'Canceled',
    orders_dispute: 'In dispute',
    paid_fiat: 'Paid (fiat)',
    paid_crypto: 'Paid (USDT)',
    fees: 'Fees',
    ledger_movement: 'Balance movement',
  },
  ru: {
    id: 'ID',
    guid: 'ID',
    uuid: 'ID',
    merchant_order_id: 'ID заказа мерчанта',
    direction: 'Тип',
    status: 'Статус',
    created_at: 'Создан (UTC)',
    updated_at: 'Изменён (UTC)',
    expires_at: 'Истекает (UTC)',
    fiat_money: 'Сумма в фиате',
    crypto_money: 'Сумма в крипте',
    paid_fiat_money: 'Оплачено в фиате',
    requested_fiat_money: 'Запрошено в фиате',
    paid_crypto_money: 'Оплачено в крипте',
    executor: 'Исполнитель',
    merchant: 'Мерчант',
    trader: 'Трейдер',
    partner: 'Партнёр',
    flow: 'Поток',
    devices: 'Устройства',
    fiat_currency: 'Фиатная валюта',
    crypto_currency: 'Криптовалюта',
    payment_type: 'Тип оплаты',
    min_amount: 'Мин. сумма',
    max_amount: 'Макс. сумма',
    flows: 'Потоки',
    executors: 'Исполнители',
    executors_live: 'Исполнители онлайн',
    created_today: 'Создано сегодня',
    paid_today: 'Оплачено сегодня',
    conversion_today: 'Конверсия сегодня (%)',
    payment_details: 'Реквизиты',
    bank: 'Банк',
    bank_name: 'Название банка',
    recipient: 'Получатель',
    account_number: 'Номер счёта',
    bik: 'БИК',
    correspondent_account: 'Корреспондентский счёт',
    amount: 'Сумма',
    currency: 'Валюта',
    balance: 'Баланс',
    balance_before: 'Баланс до',
    balance_after: 'Баланс после',
    date: 'Дата (UTC)',
    reason: 'Причина',
    order: 'Заказ',
    title: 'Название',
    address: 'Адрес',
    active: 'Активен',
    is_active: 'Активен',
    enabled: 'Включено',
    role: 'Роль',
    description: 'Описание',
    day: 'День (UTC)',
    orders_total: 'Заказов',
    orders_new: 'Новые',
    orders_in_progress: 'В работе',
    orders_paid: 'Оплачены',
    orders_done: 'Завершены',
    orders_canceled: 'Отменены',
    orders_dispute: 'В споре',
    paid_fiat: 'Оплачено (фиат)',
    paid_crypto: 'Оплачено (USDT)',
    fees: 'Комиссии',
    ledger_movement: 'Движение по балансу',
  },
};

type Node = { def: { type: string; innerType?: Node; element?: Node; in?: Node }; shape?: Record<string, Node> };

/** The schema under its wrappers (nullable, optional, default, a pipe's input). */
const bare = (schema: Node): Node => {
  const { def } = schema;
  if (def.innerType && ['nullable', 'optional', 'default', 'readonly', 'catch', 'prefault', 'nonoptional'].includes(def.type))
    return bare(def.innerType);
  if (def.type === 'pipe' && def.in) return bare(def.in);
  return schema;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

/** A date as spreadsheets read it (`2026-11-27 15:38:11`, UTC); any other value as it is. */
const scalar = (value: unknown, lang: Language): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? messages(lang).yes : messages(lang).no;
  if (typeof value === 'string') {
    if (!ISO_DATE.test(value)) return value;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toISOString().slice(0, 19).replace('T', ' ');
  }
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
};

const at = (item: unknown, path: readonly string[]) =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), item);

/** What one record shows of itself in a cell: its title, name or username (a status, a merchant, a flow). */
const NAMING_KEYS = ['title', 'username', 'name'] as const;
const namingKey = (shape: Record<string, Node>) => NAMING_KEYS.find((key) => key in shape);
const isMoney = (shape: Record<string, Node>) => 'amount' in shape && 'currency' in shape;
const currencyCode = (value: unknown) =>
  value && typeof value === 'object' ? scalar((value as { code?: unknown }).code, 'en') : scalar(value, 'en');

const display = (value: unknown, lang: Language): string => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const key = NAMING_KEYS.find((name) => typeof record[name] === 'string');
    if (key) return record[key] as string;
    if ('amount' in record && 'currency' in record) return `${scalar(record.amount, lang)} ${currencyCode(record.currency)}`;
  }
  return scalar(value, lang);
};

/**
 * The columns of a list's CSV, read off its item schema, so every list exports what it answers:
 * a record shown by its name (a status by its title, a merchant by its username), money as an exact
 * amount beside its currency, nested details one column each. Names are in the caller's language;
 * an enum's value is the title its filter gives it.
 */
export const csvColumns = (item: z.ZodType, lang: Language, filters: readonly FilterDefinition[]): CsvColumn[] => {
  const names = COLUMN_NAMES[lang];
  const formFields = messages(lang).fields as Record<string, string>;
  const nameOf = (segment: string) =>
    names[segment] ?? formFields[segment] ?? filters.find((filter) => filter.field === segment)?.description ?? segment.replace(/_/g, ' ');
  const labelOf = (path: readonly string[]) => path.map(nameOf).join(' · ');
  const titleOf = (segment: string) => {
    const values = filters.find((filter) => filter.field === segment && filter.type === 'enum')?.available_values ?? [];
    return (value: string) => values.find((choice) => choice.slug === value)?.title ?? value;
  };

  const walk = (schema: Node, path: string[]): CsvColumn[] => {
    const node = bare(schema);
    const last = path[path.length - 1] ?? '';
    if (node.def.type === 'object' && node.shape) {
      const shape = node.shape;
      if (path.length > 0 && isMoney(shape))
        return [
          { label: labelOf(path), value: (row) => scalar(at(row, [...path, 'amount']), lang) },
          { label: `${labelOf(path)} · ${nameOf('currency')}`, value: (row) => currencyCode(at(row, [...path, 'currency'])) },
        ];
      const key = path.length > 0 ? namingKey(shape) : undefined;
      if (key) return [{ label: labelOf(path), value: (row) => scalar(at(row, [...path, key]), lang) }];
      return Object.entries(shape).flatMap(([name, child]) => walk(child, [...path, name]));
    }
    if (node.def.type === 'array')
      return [
        {
          label: labelOf(path),
          value: (row) => {
            const list = at(row, path);
            return Array.isArray(list) ? list.map((entry) => display(entry, lang)).join('; ') : '';
          },
        },
      ];
    if (node.def.type === 'enum') {
      const title = titleOf(last);
      return [{ label: labelOf(path), value: (row) => title(scalar(at(row, path), lang)) }];
    }
    return [{ label: labelOf(path), value: (row) => scalar(at(row, path), lang) }];
  };

  return walk(item as unknown as Node, []);
};
