import { DEFAULT_NEXT_PATH, safeNextPath } from './return-path.js';

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
    // only another site once normalised
    '/.//evil.example',
    '/dashboard/../..//evil.example',
    '/./\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/dashboard/%2e%2e/%2e%2e//evil.example',
    '/\u0000/evil.example',
    '/\u007f',
  ])('refuses %p and goes to the dashboard instead', (raw) => {
    expect(safeNextPath(raw)).toBe(DEFAULT_NEXT_PATH);
  });

  it('uses the fallback it is given', () => {
    expect(safeNextPath('//evil.example', '/marketplace')).toBe('/marketplace');
  });
});
