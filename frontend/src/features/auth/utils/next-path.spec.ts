import { signInPath } from '../../../lib/paths.js';
import { DEFAULT_NEXT_PATH, safeNextPath } from './next-path.js';

describe('safeNextPath', () => {
  it.each([
    ['/dashboard/components', '/dashboard/components'],
    ['/dashboard/templates?edit=new', '/dashboard/templates?edit=new'],
    ['/adamoreau#links', '/adamoreau#links'],
    ['/dashboard/../marketplace', '/marketplace'],
  ])('follows the same-site path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    'https://evil.example/dashboard',
    'javascript:alert(1)',
    '//evil.example/dashboard',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /dashboard',
    '/sign-in?next=/dashboard',
    '/sign-up',
  ])('refuses %p and goes to the dashboard instead', (raw) => {
    expect(safeNextPath(raw)).toBe(DEFAULT_NEXT_PATH);
  });

  it('uses the fallback it is given', () => {
    expect(safeNextPath('//evil.example', '/marketplace')).toBe('/marketplace');
  });
});

describe('signInPath and safeNextPath', () => {
  it('carry a return path there and back unchanged', () => {
    const path = '/dashboard/links?edit=a b&x=1';
    const next = new URL(signInPath(path), 'https://example.test').searchParams.get('next');
    expect(safeNextPath(next)).toBe('/dashboard/links?edit=a%20b&x=1');
  });
});
