import type { UploadProgress } from '../../lib/uploads.js';

/** How much of an upload has gone, as a progress bar with its percentage. */
export function UploadMeter({ name, progress }: { readonly name: string; readonly progress: UploadProgress }) {
  const percent = progress.total === 0 ? 0 : Math.round((progress.sent / progress.total) * 100);
  return (
    <div className="upload-meter">
      <progress max={100} value={percent} aria-label={`Uploading ${name}`} />
      <span aria-hidden="true">{percent} %</span>
    </div>
  );
}
