import { safeNextPath } from '@creators/contracts';
import { signInPath } from './paths.js';

describe('signInPath and safeNextPath', () => {
  it('carry a return path there and back unchanged', () => {
    const path = '/dashboard/links?edit=a b&x=1';
    const next = new URL(signInPath(path), 'https://example.test').searchParams.get('next');
    expect(safeNextPath(next)).toBe('/dashboard/links?edit=a%20b&x=1');
  });
});
