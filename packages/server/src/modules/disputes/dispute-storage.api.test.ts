import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DisputeDetails, MerchantOrder } from '@paydesk/contract';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { loggedIn, type TestClient } from '../../../test/http-client';
import { fundUser, liveFlow, merchantApi, readyTrader, userIds } from '../../../test/order-fixtures';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('evidence in a bucket')]);
const BUCKET = 'paydesk-evidence';

let s3: S3rver;
let s3Dir: string;
let disputesDir: string;
let server: TestServer;
let merchant: TestClient;
let trader: TestClient;
let api: Awaited<ReturnType<typeof merchantApi>>;
let sequence = 0;

const paidOrder = async (amount: string) => {
  const order = (
    await api.call<MerchantOrder>('POST', '/orders', {
      direction: 'pay_in',
      merchant_order_id: `storage-${++sequence}`,
      amount,
      currency: 'RUB',
      payment_type: 'card',
    })
  ).body.data!;
  expect((await trader.post(`/order/${order.id}/set-paid`, {})).status).toBe(200);
  return order;
};

/** Every file under a directory, at any depth. */
const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'paydesk-s3-'));
  disputesDir = await mkdtemp(path.join(tmpdir(), 'paydesk-disputes-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  server = await startTestServer({
    env: {
      DISPUTES_DIR: disputesDir,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
  const ids = await userIds(server);
  merchant = await loggedIn(server.url, 'merchant');
  trader = await loggedIn(server.url, 'trader');
  await readyTrader(server, ids.get('trader')!, '4111111111111111');
  await fundUser(server, ids.get('trader')!, 1_000_000_000n, 'storage-trader');
  await liveFlow(server, [ids.get('trader')!]);
  api = await merchantApi(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await s3?.close().catch(() => undefined);
  await rm(s3Dir, { recursive: true, force: true });
  await rm(disputesDir, { recursive: true, force: true });
});

describe('evidence in an S3-compatible bucket', () => {
  it('is written to the bucket with a signed request, read back by the parties, and nothing lands in the directory', async () => {
    const order = await paidOrder('3000');
    const opened = await merchant.post<DisputeDetails>('/dispute', {
      order_uuid: order.id,
      reason: 'other',
      comment: 'Bucket',
      files: [{ name: 'proof.png', content: `data:image/png;base64,${PNG.toString('base64')}` }],
    });
    expect(opened.status).toBe(200);
    const file = opened.body.data!.files[0]!;
    const read = await trader.download(`/dispute/${opened.body.data!.uuid}/file/${file.id}`);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await filesUnder(s3Dir)).length).toBeGreaterThan(0);
    expect(await filesUnder(disputesDir)).toEqual([]);
  });

  it('refuses to open a dispute when the bucket cannot take its files, and changes nothing', async () => {
    const order = await paidOrder('3010');
    await s3.close();
    const refused = await merchant.post('/dispute', {
      order_uuid: order.id,
      reason: 'other',
      comment: 'Bucket down',
      files: [{ name: 'proof.png', content: `data:image/png;base64,${PNG.toString('base64')}` }],
    });
    expect(refused.status).toBe(500);
    expect(refused.body.error?.code).toBe('internal');
    const [row] = await server.db.query<{ status: string; disputes: number }>(
      'SELECT status, (SELECT count(*)::int FROM disputes WHERE order_id = $1) AS disputes FROM orders WHERE id = $1',
      [order.id],
    );
    expect(row).toEqual({ status: 'paid', disputes: 0 });
  });
});
