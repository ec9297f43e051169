import { WS_PATH, WS_RECONNECT_MS, type WsAuthMessage, type WsServerMessage, wsServerMessage } from '@paydesk/contract';

type ConnectionOptions = {
  userId: string;
  token: string;
  onMessage: (message: WsServerMessage) => void;
};

export const realtimeUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${WS_PATH}`;

const parseServerMessage = (raw: unknown): WsServerMessage | null => {
  if (typeof raw !== 'string') return null;
  try {
    const parsed = wsServerMessage.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Keeps one authenticated socket open: authenticates on open and reconnects 5 s after any
 * close until the returned function is called. Errors are only logged.
 */
export const openRealtimeConnection = ({ userId, token, onMessage }: ConnectionOptions) => {
  let socket: WebSocket | null = null;
  let reconnectTimer: number | undefined;
  let stopped = false;

  const connect = () => {
    if (stopped) return;
    try {
      socket = new WebSocket(realtimeUrl());
    } catch (error) {
      console.error('Realtime connection failed', error);
      reconnectTimer = window.setTimeout(connect, WS_RECONNECT_MS);
      return;
    }
    socket.addEventListener('open', () => {
      const auth: WsAuthMessage = { type: 'auth', client: 'platform', data: { userId, token } };
      socket?.send(JSON.stringify(auth));
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      const message = parseServerMessage(event.data);
      if (message) onMessage(message);
      else console.error('Unexpected realtime message', event.data);
    });
    socket.addEventListener('error', (event) => console.error('Realtime error', event));
    socket.addEventListener('close', () => {
      socket = null;
      if (!stopped) reconnectTimer = window.setTimeout(connect, WS_RECONNECT_MS);
    });
  };

  connect();

  return () => {
    stopped = true;
    window.clearTimeout(reconnectTimer);
    socket?.close();
    socket = null;
  };
};
