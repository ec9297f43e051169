import { TEMPLATE_KINDS, type Language, type listQuerySchema, type NotificationTemplateItem } from '@paydesk/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { pageInMemory } from '../../http/list-export';
import { type FilterSpec, filterDefinitions } from '../../http/list-query';
import { filterLabel, messages } from '../../http/messages';
import { BANKS, sourceKey } from './parsing/bank-sources';
import { KIND_ORDER, type NotificationTemplate } from './parsing/notification-template';

type ListQuery = z.output<typeof listQuerySchema>;

const BANK_ORDER = new Map(BANKS.map((bank, index) => [bank.slug, index]));
const BOOLEANS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

export const bankTitle = (slug: string) => BANKS.find((bank) => bank.slug === slug)?.name ?? slug;

export const toTemplateItem = (template: NotificationTemplate, lang: Language): NotificationTemplateItem => ({
  id: template.id,
  bank: { slug: template.bank, title: bankTitle(template.bank) },
  sources: [...template.sources],
  kind: { slug: template.kind, title: messages(lang).notificationKinds[template.kind] },
  pattern: template.pattern,
  builtin: template.builtin,
  enabled: template.enabled,
});

// Only the definitions are used: the templates are filtered in memory (the built-in ones live in the code).
const FILTERS: FilterSpec[] = [
  {
    field: 'bank',
    type: 'enum',
    column: '',
    description: filterLabel('bank'),
    values: () => BANKS.map((bank) => ({ slug: bank.slug, title: bank.name })),
  },
  { field: 'source', type: 'string', column: '', description: filterLabel('source') },
  {
    field: 'kind',
    type: 'enum',
    column: '',
    description: filterLabel('kind'),
    values: (lang) => TEMPLATE_KINDS.map((slug) => ({ slug, title: messages(lang).notificationKinds[slug] })),
  },
  { field: 'builtin', type: 'boolean', column: '', description: filterLabel('builtin') },
  { field: 'enabled', type: 'boolean', column: '', description: filterLabel('enabled') },
];

type Test = (template: NotificationTemplate) => boolean;

const testOf = (field: string, value: string): Test | 'bad' => {
  switch (field) {
    case 'bank':
      return BANK_ORDER.has(value) ? (template) => template.bank === value : 'bad';
    case 'kind':
      return (TEMPLATE_KINDS as readonly string[]).includes(value) ? (template) => template.kind === value : 'bad';
    case 'source': {
      const wanted = sourceKey(value);
      return (template) => template.sources.some((source) => sourceKey(source).includes(wanted));
    }
    case 'builtin':
    case 'enabled':
      return value in BOOLEANS ? (template) => template[field] === BOOLEANS[value] : 'bad';
    default:
      return 'bad';
  }
};

const SORTS: Record<string, (a: NotificationTemplate, b: NotificationTemplate) => number> = {
  bank: (a, b) => (BANK_ORDER.get(a.bank) ?? 99) - (BANK_ORDER.get(b.bank) ?? 99),
  kind: (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
};

/** By bank, the admins' own before the built-in ones, then in the order they are tried. */
const defaultOrder = (a: NotificationTemplate, b: NotificationTemplate) =>
  SORTS.bank!(a, b) || Number(a.builtin) - Number(b.builtin) || SORTS.kind!(a, b);

/** One page of the templates, by the list protocol, filtered and sorted in memory. */
export const templatesPage = (templates: readonly NotificationTemplate[], query: ListQuery, lang: Language) => {
  const tests: Test[] = [];
  const bad: Record<string, { key: string; params?: Record<string, string> }> = {};
  for (const [field, raw] of Object.entries(query.filter)) {
    const value = raw.trim();
    if (value === '') continue;
    const known = FILTERS.some((filter) => filter.field === field);
    const test = known ? testOf(field, value) : 'bad';
    if (test === 'bad') bad[`filter.${field}`] = { key: known ? 'invalid' : 'unknown_field' };
    else tests.push(test);
  }
  const descending = query.sort?.startsWith('-') ?? false;
  const sortName = query.sort?.replace(/^-/, '');
  const sorter = sortName ? SORTS[sortName] : defaultOrder;
  if (!sorter) bad.sort = { key: 'enum', params: { values: Object.keys(SORTS).join(', ') } };
  if (Object.keys(bad).length > 0) throw new AppError('validation', {}, bad);

  const matching = templates.filter((template) => tests.every((test) => test(template)));
  // Array sort is stable: equal keys keep the store's order (built-in ones as shipped, custom ones by age).
  const sorted = [...matching].sort((a, b) => (descending ? -1 : 1) * sorter!(a, b));
  const { items, context } = pageInMemory(sorted, query, filterDefinitions({ filters: FILTERS }, lang, query.filter));
  return { items: items.map((template) => toTemplateItem(template, lang)), context };
};
