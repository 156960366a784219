import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

interface CropDialogProps {
  readonly file: File;
  /** Width over height of the result: 16 / 10 for covers (as cards and the item page show them), 1 for avatars. */
  readonly aspect: number;
  readonly title: string;
  readonly onCrop: (cropped: Blob) => void;
  readonly onCancel: () => void;
}

/** Never sent wider than this: the largest rendition is 1600 px, so more is only upload time. */
const MAX_OUTPUT_WIDTH = 2400;
const VIEW_WIDTH = 560;

interface Crop {
  readonly x: number;
  readonly y: number;
  /** Width in image pixels; the height follows from the aspect. */
  readonly width: number;
}

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

/**
 * Choose the part of an image to keep, at a fixed aspect: drag the frame (or move it with the
 * arrow keys), size it with the slider. The result is drawn on a canvas and sent as a JPEG.
 */
export function CropDialog({ file, aspect, title, onCrop, onCancel }: CropDialogProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null);
  const [failed, setFailed] = useState(false);
  const [crop, setCrop] = useState<Crop>({ x: 0, y: 0, width: 0 });
  const [zoom, setZoom] = useState(100);
  const drag = useRef<{ x: number; y: number; crop: Crop } | null>(null);

  useEffect(() => {
    let live = true;
    createImageBitmap(file, { imageOrientation: 'from-image' }).then(
      (loaded) => {
        if (!live) return;
        const width = Math.min(loaded.width, loaded.height * aspect);
        setBitmap(loaded);
        setCrop({ x: (loaded.width - width) / 2, y: (loaded.height - width / aspect) / 2, width });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [file, aspect]);

  const maxWidth = bitmap === null ? 0 : Math.min(bitmap.width, bitmap.height * aspect);
  const scale = bitmap === null ? 1 : VIEW_WIDTH / bitmap.width;
  const within = (next: Crop): Crop =>
    bitmap === null
      ? next
      : {
          width: next.width,
          x: clamp(next.x, 0, bitmap.width - next.width),
          y: clamp(next.y, 0, bitmap.height - next.width / aspect),
        };

  useEffect(() => {
    const view = canvas.current;
    const context = view?.getContext('2d');
    if (view === null || context === null || context === undefined || bitmap === null) return;
    view.width = VIEW_WIDTH;
    view.height = Math.round(bitmap.height * scale);
    context.drawImage(bitmap, 0, 0, view.width, view.height);
    const box = { x: crop.x * scale, y: crop.y * scale, w: crop.width * scale, h: (crop.width / aspect) * scale };
    context.fillStyle = 'rgba(0, 0, 0, 0.55)';
    context.fillRect(0, 0, view.width, box.y);
    context.fillRect(0, box.y + box.h, view.width, view.height - box.y - box.h);
    context.fillRect(0, box.y, box.x, box.h);
    context.fillRect(box.x + box.w, box.y, view.width - box.x - box.w, box.h);
    context.strokeStyle = '#ffffff';
    context.lineWidth = 2;
    context.strokeRect(box.x + 1, box.y + 1, box.w - 2, box.h - 2);
  }, [bitmap, crop, scale, aspect]);

  const resize = (percent: number): void => {
    setZoom(percent);
    const width = (maxWidth * percent) / 100;
    // Keep the frame's centre where it is.
    setCrop((current) =>
      within({
        width,
        x: current.x + (current.width - width) / 2,
        y: current.y + (current.width - width) / aspect / 2,
      }),
    );
  };
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>): void => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, crop };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>): void => {
    const start = drag.current;
    if (start === null) return;
    const ratio = bitmap === null ? 1 : bitmap.width / event.currentTarget.getBoundingClientRect().width;
    setCrop(
      within({
        ...start.crop,
        x: start.crop.x + (event.clientX - start.x) * ratio,
        y: start.crop.y + (event.clientY - start.y) * ratio,
      }),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>): void => {
    const step = (bitmap?.width ?? 100) / 50;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    setCrop((current) => within({ ...current, x: current.x + move[0], y: current.y + move[1] }));
  };

  const confirm = (): void => {
    if (bitmap === null) return;
    const out = document.createElement('canvas');
    out.width = Math.round(Math.min(crop.width, MAX_OUTPUT_WIDTH));
    out.height = Math.round(out.width / aspect);
    const context = out.getContext('2d');
    if (context === null) return;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.width / aspect, 0, 0, out.width, out.height);
    out.toBlob(
      (blob) => {
        if (blob !== null) onCrop(blob);
      },
      'image/jpeg',
      0.92,
    );
  };

  return (
    <div className="crop-dialog" role="group" aria-label={title}>
      <p className="aside-heading">{title}</p>
      {failed ? (
        <p className="field-error">
          This file cannot be shown as an image. Choose a JPEG, PNG, WebP, GIF or AVIF file.
        </p>
      ) : (
        <>
          <canvas
            ref={canvas}
            className="crop-canvas"
            tabIndex={0}
            role="img"
            aria-label="The image with the frame to keep; drag it or move it with the arrow keys"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => {
              drag.current = null;
            }}
            onKeyDown={onKeyDown}
          />
          <label className="crop-zoom">
            Frame size
            <input
              type="range"
              min={20}
              max={100}
              value={zoom}
              onChange={(event) => {
                resize(Number(event.target.value));
              }}
            />
          </label>
        </>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={confirm} disabled={bitmap === null}>
          Use this crop
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
