import { requestIdFrom } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request id', () => {
  it('keeps a sane incoming token', () => {
    expect(requestIdFrom('req-42.a:b_c')).toBe('req-42.a:b_c');
    expect(requestIdFrom(['first-id', 'second-id'])).toBe('first-id');
  });

  it('replaces a missing, empty, long or unsafe one with a new UUID', () => {
    for (const header of [undefined, '', 'x'.repeat(101), 'has space', 'line\nbreak', '<script>', '{"json":1}']) {
      expect(requestIdFrom(header)).toMatch(UUID);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
