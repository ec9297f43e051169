import type { z } from 'zod';
import { AppError } from './app-error';

type FieldError = { key: string; params?: Record<string, string | number> };

const valueAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );

const toFieldError = (issue: z.core.$ZodIssue, data: unknown): FieldError => {
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

/** Parses one part of a request; a failure becomes a `validation` error with a message per field. */
export const parseWith = <S extends z.ZodType>(schema: S, data: unknown, part: 'body' | 'query' | 'params'): z.output<S> => {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
    fields[path] ??= toFieldError(issue, data);
  }
  throw new AppError('validation', {}, fields);
};
