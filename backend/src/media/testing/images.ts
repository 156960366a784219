import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Images for tests, made on the spot. */
export const pngImage = (width: number, height: number, color = { r: 200, g: 80, b: 40 }): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#1e3a8a"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

/** A phone photo as it comes: taken sideways (orientation 6), with the camera's GPS position in EXIF. */
export const sidewaysJpegWithGps = async (width: number, height: number): Promise<Buffer> =>
  sharp(await pngImage(width, height))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone', Copyright: 'Someone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 29/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 40/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a well-formed PNG whose header claims `width` × `height` pixels, with a
 * few bytes of data. Decoding it would ask for gigabytes; its header alone must get it refused.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The classic GIF/JavaScript polyglot: a valid 1×1 GIF whose header bytes also start a script
 * comment, with the script after the GIF's end. As a GIF it is an image; fetched as a script, it runs.
 */
export function gifScriptPolyglot(): Buffer {
  const gif = Buffer.from([
    ...Buffer.from('GIF89a', 'ascii'),
    0x2f,
    0x2a,
    0x01,
    0x00,
    0x00,
    0x00,
    0x00, // screen 10799×1 ("/*"), no colour table
    0x2c,
    0x00,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x80, // image 1×1, local table of 2
    0x00,
    0x00,
    0x00,
    0xff,
    0xff,
    0xff,
    0x02,
    0x02,
    0x44,
    0x01,
    0x00, // LZW data
    0x3b, // trailer
  ]);
  return Buffer.concat([gif, Buffer.from('*/=1;alert(document.cookie);', 'ascii')]);
}
