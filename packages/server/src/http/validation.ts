import { issuesByField } from '@paydesk/contract';
import type { z } from 'zod';
import { AppError } from './app-error';

/** Parses one part of a request; a failure becomes a `validation` error with a message per field. */
export const parseWith = <S extends z.ZodType>(schema: S, data: unknown, part: 'body' | 'query' | 'params'): z.output<S> => {
  const result = schema.safeParse(data);
  if (!result.success) throw new AppError('validation', {}, issuesByField(result.error, data, part));
  return result.data;
};
