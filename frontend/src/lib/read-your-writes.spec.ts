/** @jest-environment jsdom */
import '../testing/jsdom-globals.js';
import { fakeResponse } from '../testing/fake-response.js';
import { api } from './api-client.js';

describe('read-your-writes across a page loaded whole', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('keeps the position of the last change in a cookie the server reads, and sends it with the reads', async () => {
    const sent: Record<string, string>[] = [];
    globalThis.fetch = (_input, init) => {
      sent.push({ ...(init?.headers as Record<string, string> | undefined) });
      return Promise.resolve(fakeResponse(200, { position: '4242' }));
    };
    await api.post('/api/dashboard/components/x/unpublish');
    expect(document.cookie).toContain('rp=4242');
    await api.get('/api/marketplace/components');
    expect(sent.at(-1)?.['x-consistent-with']).toBe('4242');
  });
});
