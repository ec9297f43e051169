import {
  type ApiError as ApiErrorBody,
  type BodyOf,
  innerApi,
  isStateChanging,
  LANGUAGE_HEADER,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteDef,
} from '@paydesk/contract';
import { translate } from '../i18n/translate';
import { getLocale } from '../i18n/locale-store';
import { ApiError } from './api-error';
import { buildUrl } from './build-url';
import { readXsrfToken } from './xsrf-cookie';

type Part<Key extends string, Value> = [Value] extends [undefined] ? { [K in Key]?: undefined } : { [K in Key]: Value };

export type CallOptions<R extends RouteDef> = Part<'body', BodyOf<R>> &
  Part<'query', QueryOf<R>> &
  Part<'params', ParamsOf<R>> & { signal?: AbortSignal };

type CallArgs<R extends RouteDef> = object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

type LooseOptions = {
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  signal?: AbortSignal;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isErrorBody = (value: unknown): value is ApiErrorBody =>
  isRecord(value) && isRecord(value.error) && typeof value.error.message === 'string';

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

const toApiError = (status: number, payload: unknown) => {
  if (!isErrorBody(payload)) return new ApiError({ status, code: null, message: translate('api.errorStatus', { status }) });
  const { code, message, localized_message: localizedMessage, fields } = payload.error;
  return new ApiError({ status, code, message, localizedMessage, fields });
};

const send = async (route: RouteDef, options: LooseOptions) => {
  const headers: Record<string, string> = { Accept: 'application/json', [LANGUAGE_HEADER]: getLocale() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (isStateChanging(route.method)) {
    const token = readXsrfToken();
    if (token) headers['X-XSRF-TOKEN'] = token;
  }
  try {
    return await fetch(buildUrl(route.path, options.params, options.query), {
      method: route.method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: null, message: translate('api.requestFailed') });
  }
};

const ensureXsrfCookie = async (route: RouteDef, signal?: AbortSignal) => {
  if (!isStateChanging(route.method) || readXsrfToken() !== null) return;
  await send(innerApi.auth.csrfCookie, { signal });
};

/**
 * Calls one route of the contract. Answers are `{ data }`; failures throw `ApiError`.
 * A state-changing call first makes sure the anti-forgery cookie exists, and retries once
 * when the server says the token went stale.
 */
export const callApi = async <R extends RouteDef>(route: R, ...[options]: CallArgs<R>): Promise<ResponseOf<R>> => {
  const loose: LooseOptions = (options ?? {}) as LooseOptions;
  await ensureXsrfCookie(route, loose.signal);
  let response = await send(route, loose);
  let payload = await readJson(response);
  if (!response.ok && isErrorBody(payload) && payload.error.code === 'csrf') {
    await send(innerApi.auth.csrfCookie, { signal: loose.signal });
    response = await send(route, loose);
    payload = await readJson(response);
  }
  if (!response.ok) throw toApiError(response.status, payload);
  if (!isRecord(payload) || !('data' in payload)) {
    throw new ApiError({
      status: response.status,
      code: null,
      message: translate('api.errorStatus', { status: response.status }),
    });
  }
  return payload.data as ResponseOf<R>;
};

/** A file a GET route answered, whole, with the name the server gave it. */
export type DownloadedFile = { blob: Blob; name: string };

const fileNameOf = (response: Response, fallback: string) => {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
};

/**
 * Reads a route's file answer (a list's CSV) as it streams in, telling `onChunk` each piece as it
 * arrives; a refusal throws `ApiError` with the server's message, as `callApi` does.
 */
export const downloadFile = async (
  route: RouteDef,
  options: { query?: Record<string, unknown>; signal?: AbortSignal; onChunk?: (chunk: Uint8Array) => void; fallbackName: string },
): Promise<DownloadedFile> => {
  const response = await send(route, { query: options.query, signal: options.signal });
  if (!response.ok || !response.body) throw toApiError(response.status, await readJson(response));
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    options.onChunk?.(value);
  }
  return {
    blob: new Blob(parts, { type: response.headers.get('content-type') ?? 'application/octet-stream' }),
    name: fileNameOf(response, options.fallbackName),
  };
};
