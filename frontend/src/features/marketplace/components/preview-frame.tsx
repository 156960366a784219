import { Link } from 'react-router';
import { usePendingSearchParams } from '../../../lib/use-pending-search-params.js';

const DEVICES = [
  { id: 'phone', label: 'Phone', width: '375px' },
  { id: 'tablet', label: 'Tablet', width: '768px' },
  { id: 'desktop', label: 'Desktop', width: '100%' },
] as const;

/**
 * A creator's preview page in a sandboxed frame, under a toolbar: back to the item, device
 * widths (kept in the URL, `?device=phone`) and open in a new tab. The sandbox lets the preview's
 * scripts run but keeps it in an opaque origin (`allow-scripts` without `allow-same-origin`, never
 * both), so it cannot reach our cookies, storage or pages.
 */
export function PreviewFrame({
  url,
  title,
  backTo,
}: {
  readonly url: string;
  readonly title: string;
  readonly backTo: string;
}) {
  const [params, setParams] = usePendingSearchParams();
  const device = DEVICES.find((d) => d.id === params.get('device')) ?? DEVICES[2];
  return (
    <>
      <div className="preview-toolbar">
        <Link to={backTo} className="button secondary">
          <span aria-hidden="true">← </span>Back to the item
        </Link>
        <div className="segmented-buttons" role="group" aria-label="Device width">
          {DEVICES.map((d) => (
            <button
              key={d.id}
              type="button"
              aria-pressed={device.id === d.id}
              onClick={() => {
                const next = new URLSearchParams(params);
                if (d.id === 'desktop') next.delete('device');
                else next.set('device', d.id);
                setParams(next, { replace: true, preventScrollReset: true });
              }}
            >
              {d.label}
            </button>
          ))}
        </div>
        <a href={url} target="_blank" rel="noopener noreferrer" className="button secondary">
          Open in a new tab
        </a>
      </div>
      <div className="preview-stage">
        <iframe
          className="preview-frame"
          src={url}
          title={`Preview of ${title}`}
          style={{ width: device.width }}
          sandbox="allow-scripts allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      </div>
    </>
  );
}
