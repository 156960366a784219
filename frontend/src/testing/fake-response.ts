/**
 * The part of a fetch `Response` the API client reads, for jsdom tests (jsdom has no `Response`).
 */
export function fakeResponse(status: number, body: unknown): Response {
  const text = body === null ? '' : JSON.stringify(body);
  const response: Pick<Response, 'ok' | 'status' | 'statusText' | 'text'> & { headers: Pick<Headers, 'get'> } = {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: () => null },
    text: () => Promise.resolve(text),
  };
  return response as Response;
}

/** A promise to settle from outside, to hold a request in flight. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
