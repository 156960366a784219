import { AS_OF_HEADER, CONSISTENCY_COOKIE, type ProblemDocument } from '@creators/contracts';
import { pastNamespace } from './as-of.js';
import { renderScope } from './render-scope.js';

/** An API refusal, carrying the server's problem document (and its per-field messages). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: ProblemDocument,
    /** Seconds from `Retry-After` (429, 503), when the server said. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(problem.detail || problem.title);
    this.name = 'ApiError';
  }

  /** The server's message for one form field, if it named that field. */
  fieldMessage(field: string): string | undefined {
    return this.problem.errors?.find(
      (e) => e.field === field || e.field.startsWith(`${field}.`) || e.field.startsWith(`${field}[`),
    )?.message;
  }
}

/**
 * Read-your-writes: the position of the last command this tab sent. Queries carry it as
 * `X-Consistent-With`, so a list fetched right after a change already shows it.
 */
let lastPosition: string | null = null;
export const rememberPosition = (position: string | null | undefined): void => {
  if (
    position !== null &&
    position !== undefined &&
    (lastPosition === null || BigInt(position) > BigInt(lastPosition))
  ) {
    lastPosition = position;
    // A page loaded whole next (a reload, a new tab) is rendered by the server: it reads this too.
    if (typeof document !== 'undefined')
      document.cookie = `${CONSISTENCY_COOKIE}=${position}; Path=/; Max-Age=${POSITION_COOKIE_SECONDS}; SameSite=Lax`;
  }
};

/** Long enough for any read model to have caught up; after that the cookie only costs bytes. */
const POSITION_COOKIE_SECONDS = 120;

/** The position a page loaded whole came with (its cookie), so the app's reads keep to it. */
function positionFromCookie(): void {
  if (typeof document === 'undefined') return;
  const kept = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === CONSISTENCY_COOKIE)?.[1];
  if (kept !== undefined && /^\d{1,16}$/.test(kept)) lastPosition = kept;
}
positionFromCookie();

export interface RequestOptions {
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly signal?: AbortSignal;
}

const PAST_IS_READ_ONLY: ProblemDocument = {
  type: 'about:blank',
  title: 'The past is read-only',
  status: 405,
  detail: 'this page shows the marketplace as it stood: nothing can be changed from here',
};

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method === 'GET' && lastPosition !== null) headers['x-consistent-with'] = lastPosition;
  // A page of the past reads the past; nothing is sent that would write (the gateway refuses it too).
  const past = pastNamespace();
  if (past !== null) {
    if (method !== 'GET') throw new ApiError(405, PAST_IS_READ_ONLY);
    headers[AS_OF_HEADER] = past;
  }
  const send = renderScope()?.fetch ?? fetch;
  const response = await send(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  const json: unknown = text === '' ? null : JSON.parse(text);
  if (!response.ok) {
    const problem = (json ?? {
      type: 'about:blank',
      title: response.statusText,
      status: response.status,
      detail: '',
    }) as ProblemDocument;
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    throw new ApiError(response.status, problem, Number.isFinite(retryAfter) ? retryAfter : null);
  }
  if (method !== 'GET') {
    const position = (json as { position?: string } | null)?.position ?? response.headers.get('x-position');
    rememberPosition(position);
  }
  return json as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** `?a=1&b=x`, leaving out empty values. */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
