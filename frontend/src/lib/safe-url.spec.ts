import { safeExternalUrl } from './safe-url.js';

describe('safeExternalUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(safeExternalUrl(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(safeExternalUrl('http://example.com')).toBe('http://example.com/');
  });

  it('refuses other schemes, however they are spelled', () => {
    for (const raw of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'mailto:a@b.c',
    ])
      expect(safeExternalUrl(raw)).toBeNull();
  });

  it('refuses relative addresses unless given a base', () => {
    expect(safeExternalUrl('/creators-assets/demo/preview.html')).toBeNull();
    expect(safeExternalUrl('/creators-assets/demo/preview.html', 'http://localhost:3000')).toBe(
      'http://localhost:3000/creators-assets/demo/preview.html',
    );
    expect(safeExternalUrl('javascript:alert(1)', 'http://localhost:3000')).toBeNull();
  });
});
