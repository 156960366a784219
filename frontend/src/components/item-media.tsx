import { useState } from 'react';

/**
 * The cover, large, with the gallery as thumbnails under it; choosing a thumbnail shows it large.
 * Every image has its box reserved (aspect-ratio in CSS, width and height here), so nothing moves
 * while they load.
 */
export function ItemMedia({
  title,
  coverImageUrl,
  galleryImageUrls,
}: {
  readonly title: string;
  readonly coverImageUrl: string | null;
  readonly galleryImageUrls: readonly string[];
}) {
  const images = [...(coverImageUrl === null ? [] : [coverImageUrl]), ...galleryImageUrls];
  const [selected, setSelected] = useState(0);
  const shown = images[selected] ?? images[0];
  if (shown === undefined)
    return (
      <div className="media-main">
        <span className="cover-placeholder" aria-hidden="true">
          {title.charAt(0).toUpperCase()}
        </span>
      </div>
    );
  const describe = (index: number): string =>
    index === 0 && coverImageUrl !== null ? `${title}, cover` : `${title}, image ${index + 1} of ${images.length}`;
  return (
    <div className="media">
      <div className="media-main">
        <img src={shown} alt={describe(images.indexOf(shown))} width={640} height={400} fetchPriority="high" />
      </div>
      {images.length > 1 ? (
        <ul className="media-thumbs" aria-label="Gallery">
          {images.map((url, index) => (
            <li key={`${url}-${index}`}>
              <button
                type="button"
                className="media-thumb"
                aria-pressed={index === selected}
                aria-label={`Show ${describe(index)}`}
                onClick={() => {
                  setSelected(index);
                }}
              >
                <img src={url} alt="" width={160} height={100} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
