import { mediaError } from '../media.errors.js';
import { createHash } from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { ImageFormat, ImagePurpose } from '@creators/contracts';
import { hasTrailingData, imageEnd } from '../domain/image-structure.js';
import { imageTypeOf, type ImageMediaType } from '../domain/media-type.js';

/**
 * Widths made of each image. Cards are 280 to 400 CSS px wide and the item page's cover and
 * gallery at most about 800: 400 and 800 serve cards at 1x and 2x, 800 and 1600 the item page at
 * 1x and 2x, and 1200 the sizes between (tablets, 1.5x screens). Avatars are shown at 32 to 128 px.
 * An image is never enlarged: a smaller one gets the rungs below its width and its own width.
 */
export const IMAGE_WIDTHS: Readonly<Record<ImagePurpose, readonly number[]>> = {
  cover: [400, 800, 1200, 1600],
  gallery: [400, 800, 1200, 1600],
  avatar: [64, 128, 256],
};

const QUALITY: Readonly<Record<ImageFormat, number>> = { webp: 78, jpeg: 80 };
/** libwebp's effort 2 takes a third of the default's (4) time for about 5 % more bytes. */
const WEBP_EFFORT = 2;
const PLACEHOLDER_WIDTH = 16;

export interface ImageLimits {
  readonly maxPixels: number;
}

export interface Rendition {
  readonly width: number;
  readonly height: number;
  readonly format: ImageFormat;
  readonly bytes: Buffer;
}

export interface ProcessedImage {
  /** What was sent, told by its first bytes. */
  readonly mediaType: ImageMediaType;
  readonly size: number;
  readonly hash: string;
  readonly width: number;
  readonly height: number;
  readonly placeholder: string;
  readonly renditions: readonly Rendition[];
}

/** The widths to make of an image `width` px wide (or, for an avatar, of its square's side). */
export function widthsFor(purpose: ImagePurpose, width: number): number[] {
  const ladder = IMAGE_WIDTHS[purpose];
  const top = Math.min(width, ladder.at(-1) ?? width);
  // Rungs close below the top would be near-copies of it.
  return [...ladder.filter((rung) => rung < top * 0.9), top];
}

/** How much longer one side may be than the other: a strip thinner than this is no picture to show. */
export const MAX_ASPECT_RATIO = 20;
/** WebP's largest side: a rendition taller than this cannot be encoded. */
const WEBP_MAX_SIDE = 16383;

/** Refuses, before a pixel is decoded, a shape no rendition can be made of (422, saying why). */
function checkShape({ width, height }: { width: number; height: number }, tallestRendition: number): void {
  const size = `the image is ${width} × ${height} pixels`;
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) {
    throw mediaError(
      'unusable_image_shape',
      `${size}; one side may be at most ${MAX_ASPECT_RATIO} times the other: crop it to a less narrow shape`,
    );
  }
  if (tallestRendition > WEBP_MAX_SIDE) {
    throw mediaError(
      'unusable_image_shape',
      `${size}; shown ${tallestRendition} pixels tall it would pass the ${WEBP_MAX_SIDE} pixels a picture may have: crop it shorter`,
    );
  }
}

/**
 * Checks an uploaded image and makes its renditions: recognised by its first bytes, exactly one
 * image (nothing after its end), its size checked from its header before any pixel is decoded,
 * then decoded once (EXIF orientation applied), scaled, and encoded anew in WebP and JPEG. Nothing
 * of the original file survives: its metadata (EXIF, GPS, comments) and any hidden payload are gone.
 */
export async function processImage(bytes: Buffer, purpose: ImagePurpose, limits: ImageLimits): Promise<ProcessedImage> {
  if (bytes.length === 0)
    throw mediaError('invalid_input', 'body: the upload is empty', [{ field: 'body', message: 'is empty' }]);
  const mediaType = imageTypeOf(bytes);
  if (mediaType === null) {
    throw mediaError(
      'unsupported_media_type',
      'this is not a JPEG, PNG, WebP, GIF or AVIF image (judged by its content, not its name)',
    );
  }
  const end = imageEnd(bytes, mediaType);
  if (end === null) throw mediaError('unreadable_media', 'the image is cut short or damaged');
  if (hasTrailingData(bytes, end)) {
    throw mediaError('unreadable_media', 'the file holds other data after the image; upload the image alone');
  }

  const options = { failOn: 'error', limitInputPixels: limits.maxPixels, autoOrient: true } as const;
  const header = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw mediaError('unreadable_media', 'the image is cut short or damaged');
    });
  if (header.width * header.height > limits.maxPixels) {
    throw mediaError(
      'too_many_pixels',
      `the image is ${header.width} × ${header.height} pixels; at most ${Math.round(limits.maxPixels / 1e6)} megapixels are accepted`,
    );
  }

  const upright = header.autoOrient;
  const square = purpose === 'avatar';
  const side = square ? Math.min(upright.width, upright.height) : upright.width;
  const widths = widthsFor(purpose, side);
  const largest = widths.at(-1) ?? side;
  checkShape(upright, square ? 1 : Math.round((upright.height * largest) / upright.width));
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, options)
      .resize(square ? { width: largest, height: largest, fit: 'cover' } : { width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw mediaError('unreadable_media', 'the image is cut short or damaged');
  }
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
  const fromRaw = (): Sharp => sharp(decoded.data, { raw });

  const encode = async (width: number, format: ImageFormat): Promise<Rendition> => {
    const scaled = width === raw.width ? fromRaw() : fromRaw().resize({ width });
    const output =
      format === 'webp'
        ? scaled.webp({ quality: QUALITY.webp, effort: WEBP_EFFORT })
        : scaled.flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY.jpeg, progressive: true });
    const { data, info } = await output.toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, format, bytes: data };
  };
  const [renditions, placeholder] = await Promise.all([
    Promise.all(widths.flatMap((width) => [encode(width, 'webp'), encode(width, 'jpeg')])),
    fromRaw()
      .resize({ width: PLACEHOLDER_WIDTH })
      .webp({ quality: 40 })
      .toBuffer()
      .then((data) => `data:image/webp;base64,${data.toString('base64')}`),
  ]);
  return {
    mediaType,
    size: bytes.length,
    hash: createHash('sha256').update(bytes).digest('hex'),
    width: raw.width,
    height: raw.height,
    placeholder,
    renditions,
  };
}
