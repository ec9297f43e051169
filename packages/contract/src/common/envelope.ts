import { z } from 'zod';

export const idSchema = z.string().uuid();
export const isoDate = z.string();

/** Blank strings become null, the convention of every user payload. */
export const nullableText = (max = 255) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), z.string().max(max).nullable());

export const okSchema = z.object({ success: z.literal(true) });
