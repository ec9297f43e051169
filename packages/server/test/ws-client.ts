import WebSocket from 'ws';

export type WsMessage = { type: string; message: string };

/** A websocket client that records every message and can wait for one. */
export const openSocket = async (baseUrl: string, options: { origin?: string } = {}) => {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws/`, options);
  const received: WsMessage[] = [];
  const waiters: { match: (m: WsMessage) => boolean; resolve: (m: WsMessage) => void }[] = [];
  let closeCode: number | null = null;
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code) => {
      closeCode = code;
      resolve(code);
    }),
  );
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as WsMessage;
    received.push(message);
    for (const waiter of [...waiters]) {
      if (!waiter.match(message)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = (type: string, timeoutMs = 5000) =>
    new Promise<WsMessage>((resolve, reject) => {
      const found = received.find((message) => message.type === type);
      if (found) return resolve(found);
      const timer = setTimeout(
        () => reject(new Error(`No "${type}" message within ${timeoutMs} ms; got ${JSON.stringify(received)}`)),
        timeoutMs,
      );
      waiters.push({ match: (message) => message.type === type, resolve: (message) => (clearTimeout(timer), resolve(message)) });
    });
  return {
    socket,
    received,
    next,
    closed,
    get closeCode() {
      return closeCode;
    },
    auth: (userId: string, token: string) => socket.send(JSON.stringify({ type: 'auth', client: 'platform', data: { userId, token } })),
    close: () => socket.close(),
  };
};
