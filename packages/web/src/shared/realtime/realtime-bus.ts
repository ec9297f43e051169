import type { WsServerMessage } from '@paydesk/contract';
import { useEffect, useEffectEvent } from 'react';

type Listener = (message: WsServerMessage) => void;

const listeners = new Set<Listener>();

/** The one realtime connection hands every server message here; features listen without opening their own socket. */
export const publishRealtimeMessage = (message: WsServerMessage) => {
  for (const listener of listeners) listener(message);
};

/** Calls `handler` with each realtime message while the component is mounted. */
export const useRealtimeMessages = (handler: Listener) => {
  const onMessage = useEffectEvent(handler);
  useEffect(() => {
    const listener: Listener = (message) => onMessage(message);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
};
