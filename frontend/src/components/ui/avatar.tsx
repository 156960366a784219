import type { ImageRef } from '@creators/contracts';
import { Picture } from './picture.js';

/**
 * A creator's picture, or their initial when they have none. `alt` is empty where the name is
 * written right beside it (it would be read twice).
 */
export function Avatar({
  name,
  url,
  image,
  size = 32,
  decorative = false,
}: {
  readonly name: string;
  readonly url: string | null;
  /** The uploaded avatar's renditions, when there is one. */
  readonly image?: ImageRef | null | undefined;
  readonly size?: number;
  readonly decorative?: boolean;
}) {
  const style = { width: size, height: size };
  if (url === null && (image === null || image === undefined))
    return (
      <span
        className="avatar avatar-initial"
        style={style}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
      >
        {name.charAt(0).toUpperCase()}
      </span>
    );
  return (
    <Picture
      className="avatar"
      image={image}
      url={url}
      alt={decorative ? '' : name}
      sizes={`${size}px`}
      width={size}
      height={size}
      style={style}
    />
  );
}
