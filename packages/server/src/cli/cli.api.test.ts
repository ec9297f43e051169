import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/http-client';
import { startServerProcess } from '../../test/processes';
import { createTestDatabase } from '../../test/test-database';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const run = (script: string, args: string[], env: Record<string, string>) =>
  promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), [`packages/server/src/cli/${script}`, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Awaited<ReturnType<typeof startServerProcess>>;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServerProcess({ DATABASE_URL: database.url, WEB_DIST: '/nonexistent' });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe('a production database', () => {
  it('gets no demo accounts', async () => {
    expect((await new TestClient(server.url).login('root', 'root-demo-1')).status).toBe(401);
    expect(server.output()).not.toContain('root-demo-1');
  });

  it('gets its first admin from create-admin, who can log in', async () => {
    const { stdout } = await run('create-admin.ts', ['--username', 'chief'], {
      DATABASE_URL: database.url,
      ADMIN_PASSWORD: 'chief-pass-1',
    });
    expect(stdout).toMatch(/Admin "chief" created .*, the root administrator/);
    const client = new TestClient(server.url);
    expect((await client.login('chief', 'chief-pass-1')).status).toBe(200);
    expect((await client.get<{ type: { slug: string }; is_root: boolean }>('/user/current')).body.data).toMatchObject({
      type: { slug: 'admin' },
      is_root: true,
    });
  });

  it('makes later admins ordinary admins, even one named root', async () => {
    const { stdout } = await run('create-admin.ts', ['--username', 'root'], {
      DATABASE_URL: database.url,
      ADMIN_PASSWORD: 'second-pass-1',
    });
    expect(stdout).not.toMatch(/root administrator/);
    const client = new TestClient(server.url);
    expect((await client.login('root', 'second-pass-1')).status).toBe(200);
    expect((await client.get<{ is_root: boolean }>('/user/current')).body.data?.is_root).toBe(false);
  });

  it('create-admin refuses a short password or a taken username and creates nothing', async () => {
    await expect(run('create-admin.ts', ['--username', 'weak'], { DATABASE_URL: database.url, ADMIN_PASSWORD: '12345' })).rejects.toThrow(
      /at least 8 characters/,
    );
    await expect(
      run('create-admin.ts', ['--username', 'weak'], { DATABASE_URL: database.url, ADMIN_PASSWORD: 'password1' }),
    ).rejects.toThrow(/most common passwords/);
    await expect(
      run('create-admin.ts', ['--username', 'chief'], { DATABASE_URL: database.url, ADMIN_PASSWORD: 'other-pass-1' }),
    ).rejects.toThrow(/taken/);
    expect((await new TestClient(server.url).login('weak', '12345')).status).toBe(401);
  });

  it('migrate reports an up-to-date database', async () => {
    const { stdout } = await run('migrate.ts', [], { DATABASE_URL: database.url });
    expect(stdout.trim()).toBe('The database is up to date.');
  });
});
