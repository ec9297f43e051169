import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../http/app-error';

/**
 * The 10,000 most common passwords, lower-cased, in order of frequency: the head of the list of
 * `@zxcvbn-ts/language-common` 4.1.3 (MIT). Read once, on first use.
 */
let common: ReadonlySet<string> | null = null;
const commonPasswords = () =>
  (common ??= new Set(
    fs
      .readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  ));

export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());

/** Refuses a new password that any guessing list starts with; the field names where to show it. */
export const assertUncommonPassword = (password: string, field: string) => {
  if (isCommonPassword(password)) throw new AppError('validation', {}, { [field]: { key: 'password_common' } });
};
