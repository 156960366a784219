/**
 * A creator's picture, or their initial when they have none. `alt` is empty where the name is
 * written right beside it (it would be read twice).
 */
export function Avatar({
  name,
  url,
  size = 32,
  decorative = false,
}: {
  readonly name: string;
  readonly url: string | null;
  readonly size?: number;
  readonly decorative?: boolean;
}) {
  const style = { width: size, height: size };
  if (url === null)
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
    <img
      className="avatar"
      src={url}
      alt={decorative ? '' : name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={style}
    />
  );
}
