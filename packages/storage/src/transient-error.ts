/**
 * Whether a store's error is a passing one: the server unreachable, restarting, electing a new
 * leader, timing out, or busy. Such a command may succeed if tried again (with its idempotency
 * key, so a write that did land is not made twice); a projection batch that meets one is retried.
 * Decided from the error's shape, so the production clients are not loaded to ask.
 */
export function isTransientStoreError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code, type } = error as { name?: unknown; code?: unknown; type?: unknown };
  // EventStoreDB's gRPC client: its command errors carry a `type`.
  if (typeof type === 'string' && ESDB_TRANSIENT.has(type)) return true;
  // MongoDB's driver: network and selection errors by name, and the labels it puts on retryable ones.
  if (typeof name === 'string' && MONGO_TRANSIENT.has(name)) return true;
  if (hasTransientLabel(error)) return true;
  if (
    typeof name === 'string' &&
    name.startsWith('Mongo') &&
    typeof code === 'number' &&
    MONGO_TRANSIENT_CODES.has(code)
  )
    return true;
  // SQLite busy or locked past its timeout, and sockets that broke.
  if (typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))) return true;
  return typeof code === 'string' && NETWORK_CODES.has(code);
}

const ESDB_TRANSIENT = new Set(['unavailable', 'deadline-exceeded', 'timeout', 'not-leader', 'cancelled']);
const MONGO_TRANSIENT = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongoWaitQueueTimeoutError',
  'MongoOperationTimeoutError',
]);
/** NotWritablePrimary, NotPrimaryNoSecondaryOk, NotPrimaryOrSecondary, PrimarySteppedDown, ShutdownInProgress, InterruptedAtShutdown, HostUnreachable, HostNotFound, NetworkTimeout, ExceededTimeLimit, InterruptedDueToReplStateChange. */
const MONGO_TRANSIENT_CODES = new Set([10107, 13435, 13436, 189, 91, 11600, 6, 7, 89, 262, 11602]);
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function hasTransientLabel(error: object): boolean {
  const has = (error as { hasErrorLabel?: unknown }).hasErrorLabel;
  if (typeof has !== 'function') return false;
  const label = (name: string): boolean => (has as (this: object, label: string) => unknown).call(error, name) === true;
  return label('TransientTransactionError') || label('RetryableWriteError') || label('UnknownTransactionCommitResult');
}
