import { completeLinkUrl, completeWebUrl, safeExternalUrl, safeLinkUrl, safeSiteUrl } from './safe-url.js';

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

describe('safeSiteUrl', () => {
  it('keeps a path on this site as a path, and takes http(s) addresses elsewhere', () => {
    expect(safeSiteUrl(' /creators-assets/demo/preview.html?x=1#top ')).toBe(
      '/creators-assets/demo/preview.html?x=1#top',
    );
    expect(safeSiteUrl('https://example.com/preview')).toBe('https://example.com/preview');
  });

  it('refuses paths that leave the site, and other schemes', () => {
    for (const raw of ['//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', 'preview.html'])
      expect(safeSiteUrl(raw)).toBeNull();
  });
});

describe('links as people type them', () => {
  it('reads a bare domain as https and an e-mail address as mailto, and leaves the rest as typed', () => {
    expect(completeLinkUrl(' example.com ')).toBe('https://example.com');
    expect(completeLinkUrl('studio.example.com/work?x=1')).toBe('https://studio.example.com/work?x=1');
    expect(completeLinkUrl('hello@studio.example')).toBe('mailto:hello@studio.example');
    expect(completeLinkUrl('https://example.com')).toBe('https://example.com');
    expect(completeLinkUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(completeLinkUrl('not a link')).toBe('not a link');
  });

  it("reads a web address (a profile's website) by the same rule, but never as an e-mail address", () => {
    expect(completeWebUrl(' example.com/work ')).toBe('https://example.com/work');
    expect(completeWebUrl('http://example.com')).toBe('http://example.com');
    expect(completeWebUrl('hello@studio.example')).toBe('hello@studio.example');
    expect(completeWebUrl('ftp://example.com')).toBe('ftp://example.com');
  });

  it('links http(s) and mailto addresses only', () => {
    expect(safeLinkUrl('mailto:hello@studio.example')).toBe('mailto:hello@studio.example');
    expect(safeLinkUrl('https://example.com')).toBe('https://example.com/');
    for (const raw of ['javascript:alert(1)', 'mailto:a@b', 'mailto:x@y.z?subject=<script>', 'data:text/html,x']) {
      expect(safeLinkUrl(raw)).toBeNull();
    }
  });
});
