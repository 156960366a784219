import { request as httpRequest } from 'node:http';
/** A tiny cookie-keeping JSON client for integration tests, as a browser on the same origin would behave. */
export class HttpClient {
  /** By name, as a browser keeps them: the visitor cookie a view sets does not replace the session. */
  private readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  async request(
    method: string,
    path: string,
    options: { body?: unknown; raw?: string | Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    let body: string | Uint8Array | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.base}${path}`, { method, headers, body, redirect: 'manual' });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie !== null) {
      const [pair = ''] = setCookie.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      if (value === '' || /Max-Age=0/.test(setCookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, json: parseJson(text), text };
  }

  get = (path: string, headers?: Record<string, string>): Promise<Reply> => this.request('GET', path, { headers });
  /** Sends bytes as they are, as an upload does (`application/octet-stream` unless said). */
  upload = (path: string, bytes: string | Uint8Array, headers: Record<string, string> = {}): Promise<Reply> =>
    this.request('POST', path, { raw: bytes, headers: { 'content-type': 'application/octet-stream', ...headers } });
  /** The answer's bytes, for downloads. */
  async bytes(
    path: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: Headers; body: Buffer }> {
    const response = await fetch(`${this.base}${path}`, {
      headers: { ...headers, ...(this.cookies.size === 0 ? {} : { cookie: this.cookieHeader() }) },
    });
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  }
  post = (path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply> =>
    this.request('POST', path, { body: body ?? {}, headers });
  patch = (path: string, body: unknown, headers?: Record<string, string>): Promise<Reply> =>
    this.request('PATCH', path, { body, headers });
  put = (path: string, body: unknown, headers?: Record<string, string>): Promise<Reply> =>
    this.request('PUT', path, { body, headers });
  delete = (path: string, headers?: Record<string, string>): Promise<Reply> =>
    this.request('DELETE', path, { headers });

  /** Acts as the holder of this session token from now on. */
  useSession(token: string): this {
    this.cookies.set('sid', token);
    return this;
  }

  get signedIn(): boolean {
    return this.cookies.has('sid');
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly json: unknown;
  readonly text: string;
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** Reads a field of a JSON answer in tests without casts scattered about. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the type it expects
export function field<T>(reply: Reply, name: string): T {
  return (reply.json as Record<string, T>)[name] as T;
}

/**
 * A JSON POST with headers `fetch` will not send as given (it sets `Host` itself): for tests of
 * what the gateway makes of a forged Host.
 */
export function postWithHeaders(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      `${base}${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}
