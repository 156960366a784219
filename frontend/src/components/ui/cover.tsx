import type { ImageRef } from '@creators/contracts';
import { Picture } from './picture.js';

/** An item's cover (decorative: the title is beside it), or its initial on a colour when it has none. */
export function Cover({
  title,
  image,
  url,
  sizes,
  eager = false,
}: {
  readonly title: string;
  readonly image: ImageRef | null | undefined;
  readonly url: string | null;
  /** How wide the cover is drawn, for the browser to pick a rendition. */
  readonly sizes: string;
  /** Load it at once, ahead of other pictures (the first row of a grid: it paints first). */
  readonly eager?: boolean;
}) {
  if (url === null && (image === null || image === undefined))
    return (
      <span className="cover-placeholder" aria-hidden="true">
        {title.charAt(0).toUpperCase()}
      </span>
    );
  return (
    <Picture
      image={image}
      url={url}
      alt=""
      sizes={sizes}
      width={640}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
