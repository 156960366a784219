import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { usePendingSearchParams } from '../../../lib/use-pending-search-params.js';

/** Each device's window, in CSS pixels: the preview is laid out at this size, whatever the screen. */
const DEVICES = [
  { id: 'phone', label: 'Phone', width: 375, height: 812 },
  { id: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { id: 'desktop', label: 'Desktop', width: 1280, height: 800 },
] as const;

/** The element's width as it changes; 0 until measured (on the server, and before the first effect). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return width;
}

/**
 * A creator's preview page in a sandboxed frame, under a toolbar: back to the item, device
 * widths (kept in the URL, `?device=phone`) and open in a new tab. The sandbox lets the preview's
 * scripts run but keeps it in an opaque origin (`allow-scripts` without `allow-same-origin`, never
 * both), so it cannot reach our cookies, storage or pages.
 *
 * The frame is always laid out at the device's own width, so Desktop shows the desktop layout even
 * on a phone: where the stage is narrower, the frame is scaled down to fit it.
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
  const roomRef = useRef<HTMLDivElement>(null);
  const room = useWidth(roomRef);
  // Until measured, full size (the stage scrolls sideways); never scaled up.
  const scale = room === 0 ? 1 : Math.min(1, room / device.width);
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
        <div ref={roomRef} className="preview-room">
          <div
            className="preview-viewport"
            // As tall as the stage allows, and no taller than the device's window drawn at this scale.
            style={{
              width: `${device.width * scale}px`,
              height: `min(max(70vh, 480px), ${device.height * scale}px)`,
            }}
          >
            <iframe
              className="preview-frame"
              src={url}
              title={`Preview of ${title}`}
              style={{
                width: `${device.width}px`,
                height: `${100 / scale}%`,
                transform: scale === 1 ? undefined : `scale(${scale})`,
              }}
              sandbox="allow-scripts allow-forms allow-popups"
              referrerPolicy="no-referrer"
            />
          </div>
        </div>
      </div>
    </>
  );
}
