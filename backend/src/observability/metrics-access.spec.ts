import { isLoopback } from '../platform/http/loopback.js';
import { mayReadMetrics } from './metrics-access.js';

describe('who may read the metrics', () => {
  const TOKEN = 'scraper-token-0123456789';

  it('lets loopback in, in either address family', () => {
    for (const ip of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(ip)).toBe(true);
      expect(mayReadMetrics(ip, undefined, null)).toBe(true);
    }
  });

  it('refuses other addresses without the token', () => {
    for (const ip of ['10.0.0.7', '::ffff:10.0.0.7', '2001:db8::1', '128.0.0.1', '::2']) {
      expect(isLoopback(ip)).toBe(false);
      expect(mayReadMetrics(ip, undefined, TOKEN)).toBe(false);
    }
  });

  it('lets a remote scraper in with the configured bearer token only', () => {
    expect(mayReadMetrics('10.0.0.7', `Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(mayReadMetrics('10.0.0.7', `bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(mayReadMetrics('10.0.0.7', `Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(mayReadMetrics('10.0.0.7', TOKEN, TOKEN)).toBe(false);
    expect(mayReadMetrics('10.0.0.7', 'Bearer anything-at-all', null)).toBe(false);
  });
});
