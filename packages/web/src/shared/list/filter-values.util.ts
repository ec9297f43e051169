import type { FilterDefinition } from '@paydesk/contract';
import dayjs from 'dayjs';

/** What the filter form holds: one string per input; a datetime filter has `field_from` and `field_to`. */
export type FilterDraft = Readonly<Record<string, string>>;

export const rangeKeys = (field: string) => ({ from: `${field}_from`, to: `${field}_to` }) as const;

/** A picked day as the start or the end of that day in the user's time zone, sent in UTC. */
const dayBound = (value: string, bound: 'from' | 'to') => {
  const day = dayjs(value);
  if (!day.isValid()) return value;
  return (bound === 'from' ? day.startOf('day') : day.endOf('day')).toISOString();
};

/**
 * The `filter[...]` values the list protocol expects: only the filters the server offered, blanks
 * dropped, text trimmed, a datetime range as `field_from` / `field_to` instants.
 */
export const toFilterQuery = (definitions: readonly FilterDefinition[], draft: FilterDraft): Record<string, string> => {
  const query: Record<string, string> = {};
  for (const definition of definitions) {
    if (definition.type === 'datetime') {
      const keys = rangeKeys(definition.field);
      for (const bound of ['from', 'to'] as const) {
        const value = draft[keys[bound]]?.trim();
        if (value) query[keys[bound]] = dayBound(value, bound);
      }
      continue;
    }
    const value = draft[definition.field]?.trim();
    if (value) query[definition.field] = value;
  }
  return query;
};

/** The value a select option sends: the server gives enums a slug and entities a guid. */
export const optionValue = (option: FilterDefinition['available_values'][number]) => option.slug ?? option.guid ?? option.title;

/** The form's inputs for filters already applied (read from a link): a datetime bound back to its day. */
export const toFilterDraft = (definitions: readonly FilterDefinition[], filter: Readonly<Record<string, string>>): FilterDraft => {
  const draft: Record<string, string> = { ...filter };
  for (const definition of definitions) {
    if (definition.type !== 'datetime') continue;
    const keys = rangeKeys(definition.field);
    for (const bound of ['from', 'to'] as const) {
      const value = filter[keys[bound]];
      const day = value ? dayjs(value) : null;
      if (day?.isValid()) draft[keys[bound]] = day.format('YYYY-MM-DD');
    }
  }
  return draft;
};
