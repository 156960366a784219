import sharp, { type Sharp } from 'sharp';
import { hasTrailingData, imageEnd } from './image-structure.js';
import { imageTypeOf } from './media-type.js';

const base = (): Sharp =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 90, g: 30, b: 200 } } });

describe('the end of an image', () => {
  it.each([
    ['PNG', () => base().png().toBuffer()],
    ['JPEG', () => base().jpeg().toBuffer()],
    ['progressive JPEG', () => base().jpeg({ progressive: true }).toBuffer()],
    ['GIF', () => base().gif().toBuffer()],
    ['WebP', () => base().webp().toBuffer()],
    ['AVIF', () => base().avif({ effort: 0 }).toBuffer()],
  ])('of a %s is its last byte; a cut one has none; bytes after it show', async (_, make) => {
    const bytes = await make();
    const type = imageTypeOf(bytes);
    if (type === null) throw new Error('not recognised');
    expect(imageEnd(bytes, type)).toBe(bytes.length);
    expect(imageEnd(bytes.subarray(0, bytes.length - 20), type)).toBeNull();
    const padded = Buffer.concat([bytes, Buffer.alloc(16)]);
    expect(hasTrailingData(padded, imageEnd(padded, type) ?? 0)).toBe(false);
    const smuggled = Buffer.concat([bytes, Buffer.from('<script>alert(1)</script>')]);
    expect(hasTrailingData(smuggled, imageEnd(smuggled, type) ?? 0)).toBe(true);
  });
});
