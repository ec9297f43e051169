import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_TRON_XPUB, loadConfig } from './config';
import { checkConfig, CONFIG_VARIABLES, effectiveSettings, productionProblems } from './config-check';

const SECRET = 'k3J9xQ2mVw8LpZr5Tn7YbC4dHf6GsA1e';
const SAFE = {
  NODE_ENV: 'production',
  APP_SECRET: SECRET,
  PUBLIC_URL: 'https://pay.example.org',
  DATABASE_URL: 'postgres://paydesk:db-password-1@db.internal:5432/paydesk',
  TRON_XPUB: 'xpub-of-the-operator',
};

const run = (env: Record<string, string>, argv: string[] = []) => {
  const lines: string[] = [];
  const code = checkConfig(env, argv, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
};
const refused = (env: Record<string, string>) => productionProblems(loadConfig(env, [])).map((item) => item.variable);

describe('the configuration check', () => {
  it('names every variable the configuration module reads, and the README documents each', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, 'config.ts'), 'utf8');
    const read = new Set([...source.matchAll(/env\.([A-Z0-9_]+)/g)].map((match) => match[1]));
    const listed = CONFIG_VARIABLES.map((variable) => variable.name);
    expect(new Set(listed)).toEqual(read);
    expect(listed.length).toBe(new Set(listed).size);
    const readme = fs.readFileSync(path.join(import.meta.dirname, '../../../README.md'), 'utf8');
    const configuration = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Running on PostgreSQL'));
    for (const name of listed) expect(configuration, name).toContain(`\`${name}\``);
  });

  it('says where each value came from and masks the secrets', () => {
    const env = { PORT: '9090', APP_SECRET: SECRET, METRICS_TOKEN: 'metrics-token-1', DATABASE_URL: SAFE.DATABASE_URL };
    const settings = new Map(effectiveSettings(loadConfig(env, ['--demo']), env, ['--demo']).map((item) => [item.name, item]));
    expect(settings.get('PORT')).toEqual({ name: 'PORT', value: '9090', source: 'environment' });
    expect(settings.get('HOST')).toEqual({ name: 'HOST', value: '0.0.0.0', source: 'default' });
    expect(settings.get('SEED_DEMO')).toEqual({ name: 'SEED_DEMO', value: 'true', source: 'argument' });
    expect(settings.get('APP_SECRET')).toEqual({ name: 'APP_SECRET', value: '*** (set, 32 characters)', source: 'environment' });
    expect(settings.get('METRICS_TOKEN')!.value).toBe('*** (set, 15 characters)');
    expect(settings.get('DATABASE_URL')!.value).toBe('postgres://paydesk:***@db.internal:5432/paydesk');
    expect(settings.get('TRONGRID_API_KEY')!.value).toBe('(unset)');
    const { code, output } = run(env);
    expect(code).toBe(0);
    expect(output).not.toContain(SECRET);
    expect(output).not.toContain('db-password-1');
    expect(output).not.toContain('metrics-token-1');
    expect(output).toMatch(/^ {2}PORT +9090 +environment$/m);
  });

  it('lets a safe production configuration pass', () => {
    expect(refused(SAFE)).toEqual([]);
    const { code, output } = run(SAFE);
    expect(code).toBe(0);
    expect(output).toContain('OK: nothing unsafe for production.');
  });

  it('refuses in production each unsafe value, with its own message', () => {
    expect(refused({ ...SAFE, APP_SECRET: '' })).toEqual(['APP_SECRET']);
    expect(refused({ ...SAFE, APP_SECRET: 'short-secret' })).toEqual(['APP_SECRET']);
    expect(refused({ ...SAFE, APP_SECRET: 'demo-app-secret-do-not-use-in-production' })).toEqual(['APP_SECRET']);
    expect(refused({ ...SAFE, APP_SECRET: 'a'.repeat(40) })).toEqual(['APP_SECRET']);
    expect(refused({ ...SAFE, WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' })).toEqual(['WEBHOOK_ALLOW_PRIVATE_NETWORKS']);
    expect(refused({ ...SAFE, PUBLIC_URL: '' })).toEqual(['PUBLIC_URL']);
    for (const url of ['https://localhost', 'https://127.0.0.1:8443', 'https://[::1]', 'https://0.0.0.0', 'http://pay.example.org', 'pay'])
      expect(refused({ ...SAFE, PUBLIC_URL: url }), url).toEqual(['PUBLIC_URL']);
    expect(refused({ ...SAFE, PASSWORD_HASH_COST: '12' })).toEqual(['PASSWORD_HASH_COST']);
    expect(refused({ ...SAFE, SEED_DEMO: '1' })).toEqual(['SEED_DEMO']);
    expect(refused({ ...SAFE, DATABASE_URL: '' })).toEqual(['WEBHOOK_ALLOW_PRIVATE_NETWORKS', 'DATABASE_URL']);
    expect(refused({ ...SAFE, TRON_XPUB: DEMO_TRON_XPUB })).toEqual(['TRON_XPUB']);

    const { code, output } = run({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1', PUBLIC_URL: 'http://localhost:8080' });
    expect(code).toBe(1);
    expect(output).toContain('Refused: 5 unsafe setting(s) for NODE_ENV=production');
    expect(output).toMatch(/^ {2}APP_SECRET is not set/m);
    expect(output).toMatch(/^ {2}WEBHOOK_ALLOW_PRIVATE_NETWORKS is on/m);
    expect(output).toMatch(/^ {2}PUBLIC_URL is http:\/\/localhost:8080/m);
  });

  it('refuses nothing outside production, and says what production would refuse', () => {
    expect(refused({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1', PASSWORD_HASH_COST: '12' })).toEqual([]);
    const { code, output } = run({ PASSWORD_HASH_COST: '12' });
    expect(code).toBe(0);
    expect(output).toMatch(
      /With NODE_ENV=production these would be refused: APP_SECRET, WEBHOOK_ALLOW_PRIVATE_NETWORKS, PUBLIC_URL, DATABASE_URL, PASSWORD_HASH_COST, TRON_XPUB\./,
    );
  });

  it('answers a malformed value with its message and a failing exit code', () => {
    const { code, output } = run({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(output).toBe('Refused: Expected a non-negative integer, got "eighty"');
  });
});
