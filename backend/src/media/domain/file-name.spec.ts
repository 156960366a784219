import { fileNameProblem } from './file-name.js';

describe('a deliverable file name', () => {
  it.each(['icons.svg', 'Brand Kit (v2).zip', 'Icônes été.pdf', 'デザイン.fig', 'a'.repeat(255)])(
    '%s is fine',
    (name) => {
      expect(fileNameProblem(name)).toBeNull();
    },
  );

  it.each([
    ['', /empty/],
    [' padded.zip', /spaces/],
    ['../../etc/passwd', /slashes/],
    ['..\\windows.ini', /slashes/],
    ['kit\u0000.zip', /control characters/],
    ['line\nbreak.zip', /control characters/],
    ['.htaccess', /dot/],
    ['..', /dot/],
    ['trailing.', /dot/],
    ['invoice\u202Efdp.exe', /text-direction/],
    ['é'.repeat(128), /255 bytes/],
  ])('%j is refused', (name, problem) => {
    expect(fileNameProblem(name)).toMatch(problem);
  });
});
