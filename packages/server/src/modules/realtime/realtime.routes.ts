import { WS_MESSAGE_TYPES, WS_PATH, wsAuthMessage, type WsServerMessage } from '@paydesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import type { SessionService } from '../auth';

const AUTH_TIMEOUT_MS = 10_000;
const PING_INTERVAL_MS = 30_000;
const MAX_MESSAGE_BYTES = 4096;
// A client sends an auth message now and then; a burst of 20, then 5 a second, is plenty.
const BURST_MESSAGES = 20;
const MESSAGES_PER_SECOND = 5;

/** A token bucket: false once the socket sends faster than the rate allows. */
const messageBudget = () => {
  let tokens = BURST_MESSAGES;
  let at = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(BURST_MESSAGES, tokens + ((now - at) / 1000) * MESSAGES_PER_SECOND);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
};

/**
 * A browser always names the page that opens a socket. Only the product's own pages may: the
 * same origin as the request, or one listed in ALLOWED_ORIGINS. Clients that are not browsers
 * send no Origin and prove themselves with the token alone.
 */
const originAllowed = (req: FastifyRequest, allowed: readonly string[]) => {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return allowed.includes(origin) || origin === `${req.protocol}://${req.host}`;
};

const reply = (type: string, payload: unknown): string =>
  JSON.stringify({ type, message: JSON.stringify(payload) } satisfies WsServerMessage);

/**
 * The websocket. It is public at the HTTP level: a socket proves who it is with the auth
 * message (user id or API key, and the session's websocket token) before it receives anything.
 */
export const registerRealtimeRoutes = (app: FastifyInstance, { hub, config }: AppDeps, sessions: SessionService) => {
  const preValidation = async (req: FastifyRequest) => {
    if (!originAllowed(req, config.allowedOrigins)) throw new AppError('forbidden');
  };
  app.get(WS_PATH, { websocket: true, config: { access: { kind: 'public' } }, preValidation }, (socket) => {
    let detach: (() => void) | null = null;
    const withinBudget = messageBudget();
    let alive = true;
    const authTimer = setTimeout(() => detach === null && socket.close(4401, 'auth timeout'), AUTH_TIMEOUT_MS);
    const pinger = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, PING_INTERVAL_MS);
    socket.on('pong', () => {
      alive = true;
    });

    socket.on('message', async (raw: Buffer, isBinary: boolean) => {
      if (isBinary || raw.length > MAX_MESSAGE_BYTES) return socket.close(1009, 'message too big');
      if (!withinBudget()) return socket.close(1008, 'too many messages');
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {
        return socket.send(reply(WS_MESSAGE_TYPES.error, { message: 'invalid json' }));
      }
      const auth = wsAuthMessage.safeParse(parsed);
      if (!auth.success) return socket.send(reply(WS_MESSAGE_TYPES.error, { message: 'unknown message' }));
      const session = await sessions.resolveWsToken(auth.data.data.token).catch(() => null);
      const { userId } = auth.data.data;
      if (!session || (userId !== session.user_id && userId !== session.api_key)) {
        socket.send(reply(WS_MESSAGE_TYPES.authFailed, {}));
        return socket.close(4401, 'unauthorized');
      }
      detach?.();
      detach = await hub.add(session.user_id, session.id_hash, socket);
      // The socket may have closed while presence was being recorded.
      if (socket.readyState !== socket.OPEN) return detach();
      clearTimeout(authTimer);
      socket.send(reply(WS_MESSAGE_TYPES.authOk, { userId: session.user_id }));
    });

    socket.on('close', () => {
      clearTimeout(authTimer);
      clearInterval(pinger);
      detach?.();
    });
  });
};
