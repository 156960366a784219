import { api, ApiError, queryString } from './api-client.js';

describe('queryString', () => {
  it('leaves out empty values and encodes the rest', () => {
    expect(queryString({ q: 'blue & red', kind: null, cursor: undefined, sort: '', limit: 4 })).toBe(
      '?q=blue+%26+red&limit=4',
    );
  });

  it('is empty when nothing is set', () => {
    expect(queryString({ q: '', kind: null })).toBe('');
  });
});

describe('api.get', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('turns a refusal into an ApiError carrying the problem document', async () => {
    const problem = { type: 'about:blank', title: 'Not found', status: 404, detail: 'No such component' };
    globalThis.fetch = () => Promise.resolve(new Response(JSON.stringify(problem), { status: 404 }));
    const error: unknown = await api.get('/api/marketplace/components/nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, problem, message: 'No such component' });
  });
});
