import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../../test/http-client';
import { startTestServer, type TestServer } from '../../test/harness';

// A built web app in miniature: an asset with its build-time .br and .gz beside it.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-web-'));
const asset = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><title>Paydesk</title>${'<!-- padding -->'.repeat(100)}`);
fs.writeFileSync(path.join(webDist, 'assets', 'app-1.js'), asset);
// Marked so that the test can tell a precompressed file from one compressed on the fly.
fs.writeFileSync(path.join(webDist, 'assets', 'app-1.js.br'), brotliCompressSync(`${asset}// from .br\n`));
fs.writeFileSync(path.join(webDist, 'assets', 'app-1.js.gz'), gzipSync(`${asset}// from .gz\n`));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ startJobs: false, webDist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** A raw GET, so the answer's bytes are seen as sent (fetch would decompress them). */
const rawGet = (urlPath: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${server.url}${urlPath}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

const cookieHeader = (cookies: Map<string, string>) => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe('compression', () => {
  it('sends a built asset precompressed: the .br file to a browser that takes brotli, the .gz to one that takes gzip only', async () => {
    const brotli = await rawGet('/assets/app-1.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(`${asset}// from .br\n`);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await rawGet('/assets/app-1.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(`${asset}// from .gz\n`);

    const plain = await rawGet('/assets/app-1.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(asset);
  });

  it('compresses the app page and API answers on the fly', async () => {
    const page = await rawGet('/users', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>Paydesk</title>');

    const admin = await loggedIn(server.url, 'admin');
    const list = await rawGet('/api/inner/user?page=1&count=50', { 'accept-encoding': 'gzip', cookie: cookieHeader(admin.cookies) });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(list.body).toString()) as { data: { items: unknown[] } };
    expect(json.data.items.length).toBeGreaterThan(0);
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('leaves small answers and clients that ask for no encoding alone', async () => {
    const small = await rawGet('/api/inner/language', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toHaveProperty('data');
  });
});
