import { cleanFileName, fileNameProblem } from './file-names.js';

describe('a deliverable file name', () => {
  it.each([
    'icons.svg',
    'Brand Kit (v2).zip',
    'Icônes été.pdf',
    'デザイン.fig',
    'a'.repeat(255),
    'console.log.txt',
    'com10.zip',
  ])('%s is fine', (name) => {
    expect(fileNameProblem(name)).toBeNull();
    expect(cleanFileName(name)).toBe(name);
  });

  it.each([
    ['', /empty/],
    [' padded.zip', /spaces/],
    ['../../etc/passwd', /slashes/],
    ['..\\windows.ini', /slashes/],
    ['kit\u0000.zip', /control/],
    ['line\nbreak.zip', /control/],
    ['next\u0085line.zip', /control/],
    ['csi\u009b31m.zip', /control/],
    ['mark\u200eed.zip', /text-direction/],
    ['mark\u200fed.zip', /text-direction/],
    ['arabic\u061cmark.zip', /text-direction/],
    ['zero\u200bwidth.zip', /invisible/],
    ['joiner\u200d.zip', /invisible/],
    ['bom\ufeff.zip', /invisible/],
    ['line\u2028separator.zip', /control/],
    ['invoice\u202Efdp.exe', /text-direction/],
    ['.htaccess', /dot/],
    ['..', /dot/],
    ['trailing.', /dot/],
    ['CON', /devices/],
    ['nul.txt', /devices/],
    ['Com1.tar.gz', /devices/],
    ['lpt9', /devices/],
    ['é'.repeat(128), /255 bytes/],
  ])('%j is refused', (name, problem) => {
    expect(fileNameProblem(name)).toMatch(problem);
  });

  it('cleans a name stored before the rule, as a download sends it', () => {
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('zero\u200bwidth\u0085.zip')).toBe('zerowidth.zip');
    expect(cleanFileName('nul.txt')).toBe('_nul.txt');
    expect(cleanFileName('../a.zip')).toBe('_a.zip');
    expect(cleanFileName('\u200e')).toBe('download');
    for (const name of ['invoice\u202Efdp.exe', 'nul.txt', '..', 'a\u2028b'])
      expect(fileNameProblem(cleanFileName(name))).toBeNull();
  });
});
