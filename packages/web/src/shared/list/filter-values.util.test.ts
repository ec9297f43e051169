import type { FilterDefinition } from '@paydesk/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toFilterQuery } from './filter-values.util';

const definition = (field: string, type: FilterDefinition['type']): FilterDefinition => ({
  field,
  type,
  description: field,
  available_values: [],
});

const definitions = [definition('username', 'string'), definition('is_active', 'boolean'), definition('created_at', 'datetime')];

describe('toFilterQuery', () => {
  it('trims text and drops blank values', () => {
    expect(toFilterQuery(definitions, { username: '  bulk_ ', is_active: '' })).toEqual({ username: 'bulk_' });
  });

  it('sends a date range as the start and the end of the picked days', () => {
    const query = toFilterQuery(definitions, { created_at_from: '2026-03-01', created_at_to: '2026-03-02' });
    expect(query.created_at_from).toBe(dayjs('2026-03-01').startOf('day').toISOString());
    expect(query.created_at_to).toBe(dayjs('2026-03-02').endOf('day').toISOString());
  });

  it('ignores values of filters the server did not offer', () => {
    expect(toFilterQuery(definitions, { password: 'x', type: 'trader' })).toEqual({});
  });
});
