import { INNER_API_BASE, type ApiError } from '@paydesk/contract';

export type Answer<T = unknown> = { status: number; body: { data?: T } & Partial<ApiError>; headers: Headers };

/**
 * A browser-like client for API tests: keeps cookies, fetches the CSRF cookie and echoes it in
 * X-XSRF-TOKEN, as the web app does.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  language = 'en';
  ip: string | null = null;

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; csrf?: boolean; headers?: Record<string, string>; base?: string } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'x-language': this.language, ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = this.cookies.get('XSRF-TOKEN');
    if (options.csrf !== false && csrf && method !== 'GET') headers['x-xsrf-token'] = decodeURIComponent(csrf);
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.ip) headers['x-forwarded-for'] = this.ip;
    const response = await fetch(this.baseUrl + (options.base ?? INNER_API_BASE) + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
  }

  /** A GET whose answer is not JSON (a file): the response itself, with this client's session. */
  download = (path: string) =>
    fetch(this.baseUrl + INNER_API_BASE + path, {
      headers: { 'x-language': this.language, cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });

  get = <T = unknown>(path: string) => this.request<T>('GET', path);
  post = <T = unknown>(path: string, body?: unknown) => this.request<T>('POST', path, { body });
  put = <T = unknown>(path: string, body?: unknown) => this.request<T>('PUT', path, { body });
  patch = <T = unknown>(path: string, body?: unknown) => this.request<T>('PATCH', path, { body });

  async login(username: string, password: string, code?: string) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/csrf-cookie');
    return this.post('/login', { username, password, ...(code ? { code } : {}) });
  }
}

/** Logs in as one of the demo accounts and fails loudly if that does not work. */
export const loggedIn = async (baseUrl: string, username: string, password = `${username}-demo-1`) => {
  const client = new TestClient(baseUrl);
  const answer = await client.login(username, password);
  if (answer.status !== 200) throw new Error(`Login as ${username} failed: ${JSON.stringify(answer.body)}`);
  return client;
};
