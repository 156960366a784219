import type { Logger } from 'pino';

/** What the projector's last batch and closing the stores may take past the grace period. */
export const STOP_MARGIN_MS = 5000;

export interface GracefulShutdownOptions {
  /** What stops, as its log lines name it: `gateway`, `projector`. */
  readonly process: string;
  readonly logger: Logger;
  /** SHUTDOWN_GRACE_SECONDS, in milliseconds: how long work in flight may take to finish once a stop is asked. */
  readonly graceMs: number;
  /** How the process ends; `process.exit` unless a test watches. */
  readonly exit?: (code: number) => void;
  /** Where SIGTERM and SIGINT come from; the process unless a test sends them. */
  readonly signals?: Pick<NodeJS.EventEmitter, 'on'>;
}

/**
 * How a process of the product stops on SIGTERM or SIGINT, at any moment of its life: the
 * handlers are there from the first line, so a signal while it is still opening its stores,
 * seeding or catching up stops it too. Starting stops at its next step (`signal`, `during`);
 * then what was opened is closed, last opened first, and the process exits 0. A hard deadline
 * (the grace period and a margin) ends it with status 1 whatever hangs; a second signal at once.
 */
export class GracefulShutdown {
  private readonly controller = new AbortController();
  private readonly closers: { readonly name: string; readonly close: () => Promise<void> }[] = [];
  private starting: Promise<void> = Promise.resolve();
  private readonly exit: (code: number) => void;
  private deadline: NodeJS.Timeout | undefined;

  constructor(private readonly options: GracefulShutdownOptions) {
    this.exit = options.exit ?? ((code) => process.exit(code));
    for (const name of ['SIGTERM', 'SIGINT'] as const) {
      (options.signals ?? process).on(name, () => {
        this.stop(name);
      });
    }
  }

  /** Aborted once the process is asked to stop: long start-up work checks it between its steps. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get stopping(): boolean {
    return this.controller.signal.aborted;
  }

  /** Runs the process's start; a failure that is not a stop ends the process with status 1. */
  start(start: () => Promise<void>): void {
    this.starting = start().catch((error: unknown) => {
      if (this.stopping) return;
      this.options.logger.fatal({ err: error }, `${this.options.process} failed to start`);
      void this.closeAll().finally(() => {
        this.finish(1);
      });
    });
  }

  /** Registers what closes a thing just opened; closed in the reverse order of opening. */
  onStop(name: string, close: () => Promise<void>): void {
    this.closers.push({ name, close });
  }

  /**
   * Waits for start-up work that cannot stop half-way (opening a store, a rebuild), or stops
   * waiting as soon as the process is asked to stop: the rest of the stop goes on meanwhile.
   */
  during<T>(work: Promise<T>): Promise<T> {
    // Settled later or never, after the stop has moved on: not an unhandled rejection.
    work.catch(() => undefined);
    const { signal } = this.controller;
    if (signal.aborted) return Promise.reject(signal.reason as Error);
    return new Promise<T>((resolve, reject) => {
      const stopped = (): void => {
        reject(signal.reason as Error);
      };
      signal.addEventListener('abort', stopped, { once: true });
      work.then(
        (value) => {
          signal.removeEventListener('abort', stopped);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', stopped);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  /** Throws (an abort) when the process is stopping: a start-up step that must not begin then. */
  check(): void {
    this.controller.signal.throwIfAborted();
  }

  private stop(name: NodeJS.Signals): void {
    const { logger, graceMs, process: what } = this.options;
    if (this.stopping) {
      logger.warn({ signal: name }, 'a second signal while stopping: exiting now');
      this.finish(1);
      return;
    }
    logger.info({ signal: name, graceMs }, `${what} stopping`);
    this.controller.abort(new Error(`stopping on ${name}`));
    const deadlineMs = graceMs + STOP_MARGIN_MS;
    this.deadline = setTimeout(() => {
      logger.error({ deadlineMs }, 'still stopping at the deadline: exiting now');
      this.finish(1);
    }, deadlineMs);
    void this.starting
      .then(() => this.closeAll())
      .then((clean) => {
        logger.info(`${what} stopped`);
        this.finish(clean ? 0 : 1);
      });
  }

  private finish(code: number): void {
    clearTimeout(this.deadline);
    this.exit(code);
  }

  /** Closes what was opened, last first; false when something failed to close. */
  private async closeAll(): Promise<boolean> {
    let clean = true;
    for (const { name, close } of this.closers.splice(0).reverse()) {
      try {
        await close();
      } catch (error) {
        clean = false;
        this.options.logger.error({ err: error, closing: name }, 'failed to close');
      }
    }
    return clean;
  }
}
