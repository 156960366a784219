import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { MAX_HEADER_BYTES, readContentEncoding, readHeaderLine } from './envelope-header.js';

const header = '{"dsn":"http://key@127.0.0.1:9000/42"}';
const envelope = Buffer.from(`${header}\n{"type":"event"}\n{"message":"boom"}\n`);

describe('readContentEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['identity', 'identity'],
    [' GZIP ', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'deflate'],
    ['br', 'br'],
  ])('reads %p as %s', (value, encoding) => {
    expect(readContentEncoding(value)).toBe(encoding);
  });

  it.each(['compress', 'zstd', 'gzip, br'])('cannot read %s', (value) => {
    expect(readContentEncoding(value)).toBeNull();
  });
});

describe('readHeaderLine', () => {
  it('reads the first line of a plain envelope', async () => {
    expect(await readHeaderLine(envelope, 'identity')).toBe(header);
  });

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)('reads the first line of a %s envelope', async (encoding, compress) => {
    expect(await readHeaderLine(compress(envelope), encoding)).toBe(header);
  });

  it('takes a body without a newline as a header alone', async () => {
    expect(await readHeaderLine(Buffer.from(header), 'identity')).toBe(header);
  });

  it('answers null for an empty first line, a body that does not inflate and a header too long', async () => {
    expect(await readHeaderLine(Buffer.from('\n{}'), 'identity')).toBeNull();
    expect(await readHeaderLine(envelope, 'gzip')).toBeNull();
    expect(await readHeaderLine(Buffer.alloc(MAX_HEADER_BYTES + 1, 0x61), 'identity')).toBeNull();
  });

  it('inflates a compression bomb only as far as the header limit', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x61));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await readHeaderLine(bomb, 'gzip')).toBeNull();
  });

  it('reads the header of a compressed envelope with binary attachment bytes after it', async () => {
    const attachment = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    const binary = Buffer.concat([Buffer.from(`${header}\n{"type":"attachment","length":4096}\n`), attachment]);
    expect(await readHeaderLine(gzipSync(binary), 'gzip')).toBe(header);
  });
});
