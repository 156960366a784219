import { Spinner } from '../../../components/ui/spinner.js';
import { formatBytes, formatCount } from '../../../lib/format.js';
import { useStorageUsage } from '../api/get-storage-usage.js';

/** Past this share of the quota the meter says so, before an upload is refused. */
const NEARLY_FULL = 0.9;

/**
 * What the creator's uploads keep stored against their quota: a meter, or while it loads a
 * spinner, and if it cannot be read a short line with a retry (the rest of the screen works on).
 */
export function StorageUsage() {
  const usage = useStorageUsage();
  if (usage.isPending) return <Spinner label="Loading your storage" />;
  if (usage.isError)
    return (
      <p className="storage-usage storage-usage-error" role="alert">
        Your storage could not be loaded.{' '}
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            void usage.refetch();
          }}
        >
          Try again
        </button>
      </p>
    );
  const { usedBytes, quotaBytes, uploads } = usage.data;
  const nearlyFull = usedBytes >= quotaBytes * NEARLY_FULL;
  return (
    <p className="storage-usage">
      <label htmlFor="storage-usage-meter">
        Storage: {formatBytes(usedBytes)} of {formatBytes(quotaBytes)} used ({formatCount(uploads, 'upload')})
      </label>{' '}
      <meter id="storage-usage-meter" min={0} max={quotaBytes} value={usedBytes} high={quotaBytes * NEARLY_FULL}>
        {formatBytes(usedBytes)}
      </meter>
      {nearlyFull ? (
        <span className="storage-usage-warning">
          {' '}
          Nearly full: remove files from your items to make room (unused uploads are deleted after a day).
        </span>
      ) : null}
    </p>
  );
}
