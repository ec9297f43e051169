import type { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation-messages';
import type { Language } from '../i18n/languages';

/** Why one field was refused: a validation text's key and its parameters. */
export type FieldIssue = { key: string; params?: Record<string, string | number> };

const valueAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );

const toFieldIssue = (issue: z.core.$ZodIssue, data: unknown): FieldIssue => {
  switch (issue.code) {
    case 'invalid_type': {
      const value = valueAt(data, issue.path);
      if (value === undefined || value === null || value === '') return { key: 'required' };
      const expected = issue.expected as string;
      return { key: ['string', 'number', 'boolean', 'array', 'object'].includes(expected) ? expected : 'invalid' };
    }
    case 'too_small': {
      const origin = issue.origin === 'string' || issue.origin === 'array' ? issue.origin : 'number';
      if (origin === 'string' && Number(issue.minimum) === 1) return { key: 'required' };
      return { key: `min_${origin}`, params: { min: Number(issue.minimum) } };
    }
    case 'too_big': {
      const origin = issue.origin === 'string' || issue.origin === 'array' ? issue.origin : 'number';
      return { key: `max_${origin}`, params: { max: Number(issue.maximum) } };
    }
    case 'invalid_format':
      return { key: ['url', 'email', 'uuid'].includes(issue.format) ? issue.format : 'format' };
    case 'invalid_value':
      return { key: 'enum', params: { values: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { key: 'unknown_field' };
    case 'custom': {
      const { code, ...params } = (issue.params ?? {}) as { code?: string } & Record<string, string | number>;
      return { key: code ?? 'invalid', params };
    }
    default:
      return { key: 'invalid' };
  }
};

/**
 * Checks data against a schema and names each refused field by its path (`fees.0.percentage`,
 * or `fallbackPath` for the whole value). The server answers these in a 422; the web app shows
 * them under the fields before sending, in the same words.
 */
export const schemaIssues = (schema: z.ZodType, data: unknown, fallbackPath = ''): Record<string, FieldIssue> | null => {
  const result = schema.safeParse(data);
  return result.success ? null : issuesByField(result.error, data, fallbackPath);
};

/** The first issue of each refused field of a failed parse, by path. */
export const issuesByField = (error: z.ZodError, data: unknown, fallbackPath = '') => {
  const fields: Record<string, FieldIssue> = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : fallbackPath;
    fields[path] ??= toFieldIssue(issue, data);
  }
  return fields;
};

const fillIn = (template: string, params: Record<string, string | number> = {}) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));

/** The text of one issue in a language ("must be at least 8 characters"). */
export const issueText = (issue: FieldIssue, lang: Language) =>
  fillIn((VALIDATION_MESSAGES[issue.key as keyof typeof VALIDATION_MESSAGES] ?? VALIDATION_MESSAGES.invalid)[lang], issue.params);
