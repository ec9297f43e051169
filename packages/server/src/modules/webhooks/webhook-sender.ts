import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { WEBHOOK_RESPONSE_EXCERPT_BYTES, WEBHOOK_TIMEOUT_MS } from '@paydesk/contract';

export type SendResult = {
  status: number | null;
  error: string | null;
  durationMs: number;
  excerpt: string | null;
  /** Seconds the receiver asked us to wait (`Retry-After`), when it said so. */
  retryAfterSeconds: number | null;
};

export type WebhookSender = (url: string, headers: Record<string, string>, body: string) => Promise<SendResult>;

const retryAfterOf = (value: string | string[] | undefined, now: number) => {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (/^\d+$/.test(text.trim())) return Number(text.trim());
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
};

/**
 * POSTs one webhook: http(s) only, through agents that refuse loopback, private, link-local and
 * metadata addresses on every resolved address (unless private networks are allowed), no
 * redirect followed, at most a small excerpt of the answer read, 15 s in all.
 */
export const createWebhookSender = ({ allowPrivate, timeoutMs = WEBHOOK_TIMEOUT_MS }: { allowPrivate: boolean; timeoutMs?: number }) => {
  const filter = { allowPrivateIPAddress: allowPrivate, allowMetaIPAddress: allowPrivate, keepAlive: true, maxSockets: 64 };
  const agents = { 'http:': new RequestFilteringHttpAgent(filter), 'https:': new RequestFilteringHttpsAgent(filter) };

  const send: WebhookSender = (url, headers, body) =>
    new Promise((resolve) => {
      const started = Date.now();
      const done = (result: Omit<SendResult, 'durationMs'>) => resolve({ ...result, durationMs: Date.now() - started });
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return done({ status: null, error: 'invalid URL', excerpt: null, retryAfterSeconds: null });
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        return done({ status: null, error: 'only http and https URLs are allowed', excerpt: null, retryAfterSeconds: null });
      }
      const client = parsed.protocol === 'https:' ? https : http;
      let settled = false;
      const finish = (result: Omit<SendResult, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        done(result);
      };
      const request = client.request(
        parsed,
        {
          method: 'POST',
          agent: agents[parsed.protocol],
          headers: { ...headers, 'content-length': Buffer.byteLength(body), 'user-agent': 'Paydesk-Webhooks/1' },
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const end = () => {
            const excerpt = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_EXCERPT_BYTES).toString('utf8');
            const status = response.statusCode ?? null;
            finish({
              status,
              error: null,
              excerpt: excerpt === '' ? null : excerpt,
              retryAfterSeconds: retryAfterOf(response.headers['retry-after'], Date.now()),
            });
          };
          response.on('data', (chunk: Buffer) => {
            if (size >= WEBHOOK_RESPONSE_EXCERPT_BYTES) return;
            chunks.push(chunk);
            size += chunk.length;
            // Enough to show: the rest of a large answer is not read.
            if (size >= WEBHOOK_RESPONSE_EXCERPT_BYTES) {
              end();
              response.destroy();
            }
          });
          response.on('end', end);
          response.on('error', () => end());
        },
      );
      const timer = setTimeout(() => {
        request.destroy(new Error(`timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      request.on('error', (error) => finish({ status: null, error: error.message.slice(0, 500), excerpt: null, retryAfterSeconds: null }));
      request.end(body);
    });
  return send;
};
