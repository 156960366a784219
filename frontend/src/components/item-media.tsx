import { useState } from 'react';
import type { ImageRef, ItemFields } from '@creators/contracts';
import { Picture } from './ui/picture.js';

/** The large image spans the item page's main column: at most about 760 px, the whole width on narrow screens. */
export const MEDIA_SIZES = '(min-width: 1200px) 760px, (min-width: 900px) 64vw, 100vw';
const THUMB_SIZES = '112px';

interface Shown {
  readonly image: ImageRef | null;
  readonly url: string;
}

/** The item's images in order: uploads with their renditions, or addresses for items from before uploads. */
function imagesOf(item: MediaFields): Shown[] {
  const cover: Shown[] =
    item.coverImage !== undefined && item.coverImage !== null
      ? [{ image: item.coverImage, url: item.coverImageUrl ?? '' }]
      : item.coverImageUrl === null
        ? []
        : [{ image: null, url: item.coverImageUrl }];
  const gallery: Shown[] =
    item.galleryImages !== undefined && item.galleryImages.length > 0
      ? item.galleryImages.map((image, i) => ({ image, url: item.galleryImageUrls[i] ?? '' }))
      : item.galleryImageUrls.map((url) => ({ image: null, url }));
  return [...cover, ...gallery];
}

type MediaFields = Pick<ItemFields, 'coverImageUrl' | 'galleryImageUrls' | 'coverImage' | 'galleryImages'>;

/**
 * The cover, large, with the gallery as thumbnails under it; choosing a thumbnail shows it large.
 * Every image has its box reserved (aspect-ratio in CSS, width and height here), so nothing moves
 * while they load, and uploaded ones paint their placeholder first.
 */
export function ItemMedia({ title, item }: { readonly title: string; readonly item: MediaFields }) {
  const images = imagesOf(item);
  const [selected, setSelected] = useState(0);
  const index = images[selected] === undefined ? 0 : selected;
  const shown = images[index];
  if (shown === undefined)
    return (
      <div className="media-main">
        <span className="cover-placeholder" aria-hidden="true">
          {title.charAt(0).toUpperCase()}
        </span>
      </div>
    );
  const hasCover = item.coverImageUrl !== null || (item.coverImage ?? null) !== null;
  const describe = (at: number): string =>
    at === 0 && hasCover ? `${title}, cover` : `${title}, image ${at + 1} of ${images.length}`;
  return (
    <div className="media">
      <div className="media-main">
        <Picture
          key={`${index}-${shown.url}`}
          image={shown.image}
          url={shown.url}
          alt={describe(index)}
          sizes={MEDIA_SIZES}
          width={shown.image?.width ?? 640}
          height={shown.image?.height ?? 400}
          loading="eager"
          fetchPriority="high"
        />
      </div>
      {images.length > 1 ? (
        <ul className="media-thumbs" aria-label="Gallery">
          {images.map((entry, at) => (
            <li key={`${entry.url}-${at}`}>
              <button
                type="button"
                className="media-thumb"
                aria-pressed={at === index}
                aria-label={`Show ${describe(at)}`}
                onClick={() => {
                  setSelected(at);
                }}
              >
                <Picture image={entry.image} url={entry.url} alt="" sizes={THUMB_SIZES} width={160} height={100} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
