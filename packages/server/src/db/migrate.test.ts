import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate';

describe('splitStatements', () => {
  it('splits at line-ending semicolons, drops comment lines, keeps function bodies whole', () => {
    const sql = [
      '-- a comment',
      'CREATE TABLE a (x int);',
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$',
      'BEGIN',
      "  RAISE EXCEPTION 'no';",
      'END;',
      '$$;',
      'INSERT INTO a VALUES (1);',
    ].join('\n');
    expect(splitStatements(sql)).toEqual([
      'CREATE TABLE a (x int)',
      "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  RAISE EXCEPTION 'no';\nEND;\n$$",
      'INSERT INTO a VALUES (1)',
    ]);
  });
});
