import { randomUUID } from 'node:crypto';
import { loadConfig } from '../config';
import { merchantSignature } from '../http/merchant-auth';
import { DEMO_MERCHANT_API_KEY, DEMO_MERCHANT_SECRET } from '../seed/demo-trading.seed';

/**
 * Signs and sends one order to the running server as the demo merchant, and prints the answer:
 * `npm run order -- --amount 1500` (a pay-in in RUB by card); `--direction`, `--currency`,
 * `--payment-type`, `--id`, `--key` and `--secret` change the rest.
 */
const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};

const config = loadConfig();
const base = flag('url') ?? `http://localhost:${config.port}`;
const body = JSON.stringify({
  direction: flag('direction') ?? 'pay_in',
  merchant_order_id: flag('id') ?? `demo-${randomUUID()}`,
  amount: flag('amount') ?? '1500',
  currency: flag('currency') ?? 'RUB',
  payment_type: flag('payment-type') ?? 'card',
});
const path = '/api/v1/orders';
const timestamp = String(Math.floor(Date.now() / 1000));
const response = await fetch(`${base}${path}`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-api-key': flag('key') ?? DEMO_MERCHANT_API_KEY,
    'x-timestamp': timestamp,
    'x-signature': merchantSignature(flag('secret') ?? DEMO_MERCHANT_SECRET, timestamp, 'POST', path, body),
  },
  body,
});
console.log(`POST ${path} → ${response.status}`);
console.log(JSON.stringify(await response.json(), null, 2));
if (!response.ok) process.exitCode = 1;
