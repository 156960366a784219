import { imageUrl, srcsetOf, type ImageRef } from '@creators/contracts';
import type { CSSProperties, SyntheticEvent } from 'react';

export interface PictureProps {
  /** The uploaded image with its renditions; null for an address-only image (items from before uploads). */
  readonly image: ImageRef | null | undefined;
  /** The single address, used when there is no uploaded image. */
  readonly url: string | null;
  readonly alt: string;
  /** How wide the image is drawn, for the browser to pick a rendition (`srcset` widths). */
  readonly sizes: string;
  readonly width: number;
  readonly height: number;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly loading?: 'eager' | 'lazy';
  readonly fetchPriority?: 'high' | 'low' | 'auto';
}

/** Once the real image has painted, the placeholder under it goes (it would show through transparency). */
const dropPlaceholder = (event: SyntheticEvent<HTMLImageElement>): void => {
  event.currentTarget.style.backgroundImage = 'none';
};

/**
 * An image at the size it is drawn: WebP renditions for browsers that take them, JPEG for the
 * rest, each as a `srcset` so a phone never downloads a desktop's pixels. The upload's tiny
 * placeholder is painted under it at once (it is in the page's data, not a request), so a card
 * shows its colours before the image arrives.
 */
export function Picture({
  image,
  url,
  alt,
  sizes,
  width,
  height,
  className,
  style,
  loading = 'lazy',
  fetchPriority,
}: PictureProps) {
  const shared = { className, alt, width, height, loading, decoding: 'async', fetchPriority } as const;
  // No renditions (none stored yet, or an old item's address only): the plain address, or nothing.
  if (image === null || image === undefined || image.variants.length === 0) {
    return url === null || url === '' ? null : <img {...shared} style={style} src={url} />;
  }
  return (
    <picture>
      <source type="image/webp" srcSet={srcsetOf(image, 'webp')} sizes={sizes} />
      <img
        {...shared}
        src={imageUrl(image)}
        srcSet={srcsetOf(image, 'jpeg')}
        sizes={sizes}
        onLoad={dropPlaceholder}
        style={{ ...style, backgroundImage: `url("${image.placeholder}")`, backgroundSize: 'cover' }}
      />
    </picture>
  );
}
