import { Worker } from 'node:worker_threads';
import type { Checkpoint, DocumentChange } from '../document-store.js';
import { threadModule } from '../thread-module.js';

export type ToCommitThread =
  | {
      readonly type: 'commit';
      readonly id: number;
      readonly changes: readonly DocumentChange[];
      readonly checkpoints: readonly Checkpoint[];
    }
  | { readonly type: 'close' };

export type FromCommitThread =
  | { readonly id: number; readonly ok: boolean }
  | { readonly id: number; readonly error: { readonly message: string; readonly code?: string } };

const THREAD = threadModule('./commit-thread.js', import.meta.url);

/**
 * A connection of its own in a worker thread that commits batches for `commitInBackground`, one
 * after another in the order given. The thread holds the process open only while a commit is in
 * flight; if it stops, every commit still waiting is refused with the reason.
 */
export class CommitThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (ok: boolean) => void; reject: (error: Error) => void }>();
  private next = 0;
  private readonly exited: Promise<void>;

  constructor(file: string) {
    this.worker = new Worker(THREAD, { workerData: { file } });
    this.worker.unref();
    this.worker.on('message', (message: FromCommitThread) => {
      const waiter = this.waiting.get(message.id);
      if (waiter === undefined) return;
      this.waiting.delete(message.id);
      if (this.waiting.size === 0) this.worker.unref();
      if ('ok' in message) waiter.resolve(message.ok);
      else waiter.reject(Object.assign(new Error(message.error.message), { code: message.error.code }));
    });
    this.worker.on('error', (error) => {
      this.refuseAll(error);
    });
    this.exited = new Promise((resolve) => {
      this.worker.once('exit', () => {
        this.refuseAll(new Error('the commit thread stopped'));
        resolve();
      });
    });
  }

  commit(changes: readonly DocumentChange[], checkpoints: readonly Checkpoint[]): Promise<boolean> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ type: 'commit', id, changes, checkpoints } satisfies ToCommitThread);
    });
  }

  /** Lets the commits already given finish, then closes the thread's connection. */
  async close(): Promise<void> {
    this.worker.postMessage({ type: 'close' } satisfies ToCommitThread);
    this.worker.ref();
    await this.exited;
  }

  private refuseAll(error: Error): void {
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}
