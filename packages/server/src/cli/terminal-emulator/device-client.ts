import {
  DEVICE_API_BASE,
  deviceApi,
  type DeviceInfo,
  type DeviceNotification,
  type heartbeatAnswer,
  type notificationsAnswer,
  type pairAnswer,
} from '@paydesk/contract';
import type { z } from 'zod';
import type { BankText } from './bank-texts';

export type Paired = z.output<typeof pairAnswer>['data'];
export type Heartbeat = z.output<typeof heartbeatAnswer>['data'];
export type NotificationResult = z.output<typeof notificationsAnswer>['data']['items'][number];

/** The device API refused a call: its status and error. */
export class DeviceCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What the emulated phone says of itself unless told otherwise. */
export const emulatedDevice = (androidId: string): DeviceInfo => ({
  android_id: androidId,
  android_version: '14',
  app_version: 'emulator',
  device_model: 'Paydesk terminal emulator',
});

/**
 * The phone app's side of the device API: it pairs with a one-time code (or calls with a token it
 * kept), sends heartbeats and forwards notifications, each with its own id.
 */
export const createDeviceClient = (baseUrl: string, device: DeviceInfo, options: { token?: string } = {}) => {
  const base = baseUrl.replace(/\/+$/, '') + DEVICE_API_BASE;
  let token = options.token ?? null;
  let sequence = 0;
  const stamp = Date.now().toString(36);

  const call = async <T>(route: { path: string }, body: unknown): Promise<T> => {
    const response = await fetch(base + route.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const answer = (text ? JSON.parse(text) : {}) as { data?: T; error?: { code: string; message: string } };
    if (!response.ok || answer.data === undefined) {
      throw new DeviceCallError(response.status, answer.error?.code ?? 'unknown', answer.error?.message ?? `HTTP ${response.status}`);
    }
    return answer.data;
  };

  return {
    get token() {
      return token;
    },

    pair: async (code: string) => {
      const paired = await call<Paired>(deviceApi.pair, { code, device });
      token = paired.token;
      return paired;
    },

    heartbeat: (state: { battery?: number; network?: string } = {}) =>
      call<Heartbeat>(deviceApi.heartbeat, { device, battery: state.battery ?? 87, network: state.network ?? 'wifi' }),

    /** Forwards the texts in one call, received now; answers what became of each, in order. */
    notify: async (texts: readonly BankText[], at = new Date()) => {
      const items: DeviceNotification[] = texts.map((text) => ({
        id: `emu-${stamp}-${++sequence}`,
        source: text.source,
        title: text.title,
        text: text.text,
        received_at: at.toISOString(),
      }));
      return (await call<{ items: NotificationResult[] }>(deviceApi.notifications, { items })).items;
    },
  };
};

export type DeviceClient = ReturnType<typeof createDeviceClient>;
