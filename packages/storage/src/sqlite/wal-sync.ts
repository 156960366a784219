import { closeSync, fdatasync, openSync } from 'node:fs';

/** Puts a file's written data on disk (`fdatasync`); answers once it is there. */
export type SyncFile = (fd: number) => Promise<void>;

/** `fdatasync` in libuv's thread pool: the event loop serves other requests while the disk works. */
const syncInThreadPool: SyncFile = (fd) =>
  new Promise((resolve, reject) => {
    fdatasync(fd, (error) => {
      if (error === null) resolve();
      else reject(error);
    });
  });

interface Waiter {
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

/**
 * Makes a connection's commits durable without SQLite's fsync, which runs inside the commit and so
 * holds the thread (on the gateway, the event loop every request needs) for the disk's few
 * milliseconds. The connection commits at `synchronous=NORMAL` and then awaits `durable()`, which
 * answers once a sync of the WAL that began after the call has ended, in libuv's thread pool. One
 * sync runs at a time and covers every commit made before it began; commits made meanwhile wait
 * for the next. The WAL is a sequence SQLite recovers up to its first incomplete frame, so nothing
 * committed after a durable write (a read model's batch in the same file) can outlive it in a power
 * loss. A failed sync leaves what the disk holds unknown (and a later sync may not report the same
 * lost write again), so it fails what it covered and every later `durable()`: the file takes no
 * more durable writes until it is opened again.
 */
export class WalSync {
  private waiting: Waiter[] = [];
  private running: Promise<void> | null = null;
  /** The WAL, kept open for syncing. */
  private fd: number | null = null;
  private failure: Error | null = null;

  constructor(
    private readonly file: string,
    private readonly sync: SyncFile = syncInThreadPool,
  ) {}

  /** Why durable writes are refused, once a sync has failed. */
  get failed(): Error | null {
    return this.failure;
  }

  /** Answers once everything this process committed to the file before the call is on disk. */
  durable(): Promise<void> {
    if (this.failure !== null) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.running ??= this.run();
    });
  }

  /** Answers once no sync is running: every `durable()` asked so far has been answered. */
  async idle(): Promise<void> {
    await this.running;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private async run(): Promise<void> {
    while (this.waiting.length > 0) {
      const covered = this.waiting;
      this.waiting = [];
      try {
        // Awaited even in memory (nothing to sync), so `running` is set before this function ends.
        await (this.file === ':memory:'
          ? Promise.resolve()
          : this.sync((this.fd ??= openSync(`${this.file}-wal`, 'r+'))));
      } catch (error) {
        this.failure = new Error(
          `the data file could not be synced to disk, so it takes no more writes until it is opened again: ${error instanceof Error ? error.message : String(error)}`,
        );
        for (const waiter of [...covered, ...this.waiting]) waiter.reject(this.failure);
        this.waiting = [];
        break;
      }
      for (const waiter of covered) waiter.resolve();
    }
    this.running = null;
  }
}
