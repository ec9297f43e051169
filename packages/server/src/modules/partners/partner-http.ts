import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { PartnerRefusedError, PartnerUnavailableError } from './partner-adapter';

/** The most of a partner's answer read: an order or a balance is far smaller. */
const MAX_ANSWER_BYTES = 256 * 1024;

export type PartnerAnswer = { status: number; body: unknown };
export type PartnerRequest = (
  url: string,
  options: { method: string; headers: Record<string, string>; body: string },
) => Promise<PartnerAnswer>;

/**
 * Calls a partner's HTTP API: http(s) only, through agents that refuse loopback, private,
 * link-local and metadata addresses on every resolved address (unless private networks are
 * allowed, as for webhooks), no redirect followed, the answer read up to a size, and the whole
 * call cut at `timeoutMs` so one slow partner never holds an order for long.
 */
export const createPartnerRequest = ({ allowPrivate, timeoutMs }: { allowPrivate: boolean; timeoutMs: number }): PartnerRequest => {
  const filter = { allowPrivateIPAddress: allowPrivate, allowMetaIPAddress: allowPrivate, keepAlive: true, maxSockets: 32 };
  const agents = { 'http:': new RequestFilteringHttpAgent(filter), 'https:': new RequestFilteringHttpsAgent(filter) };
  return (url, { method, headers, body }) =>
    new Promise((resolve, reject) => {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return reject(new PartnerUnavailableError('invalid URL'));
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        return reject(new PartnerUnavailableError('only http and https URLs are allowed'));
      }
      const client = parsed.protocol === 'https:' ? https : http;
      const request = client.request(
        parsed,
        {
          method,
          agent: agents[parsed.protocol],
          headers: {
            ...headers,
            ...(body === '' ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
            accept: 'application/json',
            'user-agent': 'Paydesk-Partner/1',
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) return void request.destroy(new Error('the answer is too large'));
            chunks.push(chunk);
          });
          response.on('end', () => {
            clearTimeout(timer);
            const text = Buffer.concat(chunks).toString('utf8');
            let parsedBody: unknown;
            try {
              parsedBody = text === '' ? null : JSON.parse(text);
            } catch {
              return reject(new PartnerUnavailableError(`HTTP ${response.statusCode}: the answer is not JSON`));
            }
            resolve({ status: response.statusCode ?? 0, body: parsedBody });
          });
          response.on('error', (error) => reject(new PartnerUnavailableError(error.message.slice(0, 300))));
        },
      );
      const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      request.on('error', (error) => {
        clearTimeout(timer);
        reject(new PartnerUnavailableError(error.message.slice(0, 300) || 'connection failed'));
      });
      request.end(body === '' ? undefined : body);
    });
};

/** An error answer in the product's shape: its code and message. */
export const errorOf = (answer: PartnerAnswer) => {
  const error = (answer.body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof error?.code === 'string' ? error.code.slice(0, 64) : `http_${answer.status}`;
  const message = typeof error?.message === 'string' ? error.message.slice(0, 300) : `HTTP ${answer.status}`;
  // A refusal (4xx) is the partner's answer about this order; a 5xx, a 429 or an odd answer means it could not work now.
  return answer.status >= 400 && answer.status < 500 && answer.status !== 429 && answer.status !== 401 && answer.status !== 403
    ? new PartnerRefusedError(code, message)
    : new PartnerUnavailableError(`${code}: ${message}`);
};
