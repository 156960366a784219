/** @jest-environment jsdom */
import '../testing/jsdom-globals.js';
import { AS_OF_HEADER } from '@creators/contracts';
import { fakeResponse } from '../testing/fake-response.js';
import { api, ApiError } from './api-client.js';
import { describeNamespace, pastNamespace } from './as-of.js';

describe('pages of the past', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    window.history.replaceState(null, '', '/');
  });

  it('knows the build from the address, and only under /analytics/as-of/', () => {
    window.history.replaceState(null, '', '/analytics/as-of/p42/marketplace/components');
    expect(pastNamespace()).toBe('p42');
    window.history.replaceState(null, '', '/analytics/as-of/p42');
    expect(pastNamespace()).toBe('p42');
    window.history.replaceState(null, '', '/marketplace/components');
    expect(pastNamespace()).toBeNull();
    window.history.replaceState(null, '', '/analytics/as-ofp42/marketplace');
    expect(pastNamespace()).toBeNull();
  });

  it('says the moment in words', () => {
    expect(describeNamespace('p42')).toBe('position 42 of the log');
    expect(describeNamespace('t20260301t093000')).toBe('2026-03-01 09:30:00 UTC');
  });

  it('reads with X-As-Of, and sends nothing that would write', async () => {
    window.history.replaceState(null, '', '/analytics/as-of/p42/marketplace');
    const sent: Record<string, string>[] = [];
    globalThis.fetch = (_input, init) => {
      // The client sends its headers as a plain record.
      sent.push({ ...(init?.headers as Record<string, string>) });
      return Promise.resolve(fakeResponse(200, { items: [] }));
    };
    await api.get('/api/marketplace/components');
    expect(sent.map((headers) => headers[AS_OF_HEADER])).toEqual(['p42']);
    const refused: unknown = await api.post('/api/dashboard/components', { title: 'x' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 405 });
    expect(sent).toHaveLength(1);
  });
});
