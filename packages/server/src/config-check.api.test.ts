import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/processes';
import { createTestDatabase } from '../test/test-database';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SECRET = 'Hq7Zr2Lx9Wd4Vb6Nk1Ty8Ps3Mf5Gc0Ja';

/** Runs a command of the checkout as an operator would, with only the environment given (and PATH). */
const run = (command: string, args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
const server = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts', ...args], env);

const UNSAFE = {
  NODE_ENV: 'production',
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1',
  PUBLIC_URL: 'http://127.0.0.1:8080',
  DATA_DIR: '/nonexistent',
};

let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let started: Awaited<ReturnType<typeof startServerProcess>> | undefined;
afterAll(async () => {
  await started?.stop();
  await database?.drop();
});

describe('npm run check-config', () => {
  it('prints every setting with where it came from, masks the secrets and exits 0', async () => {
    const { code, stdout } = await run('npm', ['run', '--silent', 'check-config'], {
      PORT: '9191',
      APP_SECRET: SECRET,
      DATABASE_URL: 'postgres://paydesk:pg-password-7@db.internal/paydesk',
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ {2}PORT +9191 +environment$/m);
    expect(stdout).toMatch(/^ {2}HOST +0\.0\.0\.0 +default$/m);
    expect(stdout).toMatch(/^ {2}APP_SECRET +\*\*\* \(set, 32 characters\) +environment$/m);
    expect(stdout).toMatch(/^ {2}DATABASE_URL +postgres:\/\/paydesk:\*\*\*@db\.internal\/paydesk +environment$/m);
    expect(stdout).not.toContain(SECRET);
    expect(stdout).not.toContain('pg-password-7');
    expect(stdout).toContain('OK for development.');
  }, 60_000);
});

describe('a production start', () => {
  it('is refused by --check-config with one line per unsafe value', async () => {
    const { code, stdout } = await server(['--check-config'], UNSAFE);
    expect(code).toBe(1);
    expect(stdout).toContain('Refused: 5 unsafe setting(s) for NODE_ENV=production');
    for (const variable of ['APP_SECRET', 'WEBHOOK_ALLOW_PRIVATE_NETWORKS', 'PUBLIC_URL', 'DATABASE_URL', 'TRON_XPUB'])
      expect(stdout).toMatch(new RegExp(`^ {2}${variable} `, 'm'));
  }, 60_000);

  it('refuses to start on the same values, before it opens anything', async () => {
    const { code, stdout, stderr } = await server([], { ...UNSAFE, PORT: '0' });
    expect(code).toBe(1);
    expect(stderr).toContain('Refused: 5 unsafe setting(s) for NODE_ENV=production');
    expect(stderr).toMatch(/^ {2}PUBLIC_URL is http:\/\/127\.0\.0\.1:8080/m);
    expect(stdout).not.toContain('Paydesk is running');
  }, 60_000);

  it('refuses a malformed value with its message', async () => {
    const { code, stderr } = await server([], { PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Refused: Expected a non-negative integer, got "eighty"');
  }, 60_000);

  it('starts with safe values, which --check-config passes', async () => {
    database = await createTestDatabase();
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      APP_SECRET: SECRET,
      PUBLIC_URL: 'https://pay.example.org',
      TRON_XPUB: 'xpub-of-the-operator',
      PASSWORD_HASH_COST: '17',
      WEB_DIST: '/nonexistent',
    };
    const check = await server(['--check-config'], env);
    expect(check.stdout).toContain('OK: nothing unsafe for production.');
    expect(check.code).toBe(0);
    started = await startServerProcess(env);
    expect((await fetch(`${started.url}/health/ready`)).status).toBe(200);
  }, 90_000);
});
