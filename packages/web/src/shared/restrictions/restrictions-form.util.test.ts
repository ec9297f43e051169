import type { Restriction } from '@paydesk/contract';
import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, serverIssues, setDraftValue, toEntries } from './restrictions-form.util';

const restriction = (slug: string, fields: Record<string, string[]>, value: Record<string, string | null> = {}): Restriction => ({
  type: { slug, title: slug },
  fields: Object.keys(fields),
  names: Object.fromEntries(Object.keys(fields).map((field) => [field, field])),
  validation_rules: fields,
  value: Object.fromEntries(Object.keys(fields).map((field) => [field, value[field] ?? null])),
  is_active: false,
});

const types = [
  restriction('amount_per_order', { min: ['nullable', 'numeric', 'min:0'], max: ['nullable', 'numeric', 'min:0'] }, { max: '5000' }),
  restriction('daily_count', { max: ['nullable', 'integer', 'min:0'] }),
];

describe('restrictions form', () => {
  it('starts from the stored values, empty where none is stored', () => {
    expect(draftOf(types)).toEqual({ amount_per_order: { min: '', max: '5000' }, daily_count: { max: '' } });
  });

  it('checks every field against its rules and leaves empty fields alone', () => {
    let draft = draftOf(types);
    draft = setDraftValue(draft, 'amount_per_order', 'min', '0');
    expect(checkDraft(types, draft)).toEqual([]);
    draft = setDraftValue(draft, 'amount_per_order', 'min', '-5');
    draft = setDraftValue(draft, 'daily_count', 'max', '1.5');
    expect(checkDraft(types, draft)).toEqual([
      { type: 'amount_per_order', field: 'min', failure: { rule: 'min_number', params: { min: 0 } } },
      { type: 'daily_count', field: 'max', failure: { rule: 'integer', params: {} } },
    ]);
  });

  it('refuses a restriction filled only in part: all fields must be filled', () => {
    const draft = setDraftValue(draftOf(types), 'amount_per_order', 'min', '  ');
    expect(checkDraft(types, draft)).toEqual([{ type: 'amount_per_order', field: 'min', failure: { rule: 'all_fields', params: {} } }]);
    expect(checkDraft(types, setDraftValue(draft, 'amount_per_order', 'min', '100'))).toEqual([]);
  });

  it('sends every restriction as active and drops the empty ones', () => {
    const draft = setDraftValue(draftOf(types), 'amount_per_order', 'min', '100');
    expect(toEntries(types, draft)).toEqual([{ type: 'amount_per_order', value: { min: '100', max: '5000' }, is_active: true }]);
    const emptied = setDraftValue(setDraftValue(draft, 'amount_per_order', 'max', ''), 'amount_per_order', 'min', ' ');
    expect(toEntries(types, emptied)).toEqual([]);
  });

  it('puts a server error on the field of the restriction that was sent at that index', () => {
    const sent = toEntries(types, setDraftValue(draftOf(types), 'daily_count', 'max', '3'));
    expect(serverIssues({ 'types.1.value.max': 'must be a whole number', 'types.0.type': 'duplicate' }, sent)).toEqual({
      byField: { 'daily_count.max': 'must be a whole number' },
      general: ['duplicate'],
    });
  });
});
