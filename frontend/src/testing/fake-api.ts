import { jest } from '@jest/globals';
import { fakeResponse } from './fake-response.js';

export interface FakeRequest {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

export type FakeAnswer = readonly [status: number, body: unknown];

/**
 * Serves the API to jsdom tests: each request goes to `answer` (method, path and JSON body), and
 * every request is kept, in order, to be asserted on.
 */
export function fakeApi(answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: FakeRequest[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
    requests.push(request);
    const [status, body] = await answer(request);
    return fakeResponse(status, body);
  });
  globalThis.fetch = fetch;
  return { requests, fetch };
}

/** A problem document as the API sends it. */
export const problem = (status: number, detail: string, type = 'about:blank') => ({
  type,
  title: detail,
  status,
  detail,
});

/** Puts the real `fetch` back after each test of the `describe` block that calls this. */
export function restoreFetchAfterEach(): void {
  const real = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = real;
  });
}
