import { Command } from '@nestjs/cqrs';

export interface SweepReport {
  /** Uploads nothing referred to for the grace period, now recorded as swept. */
  readonly uploads: number;
  /** Blobs deleted with them (a blob another upload still holds stays). */
  readonly blobs: number;
  /** Blobs no upload ever recorded (a crash between storing and recording), deleted. */
  readonly orphans: number;
}

/** Deletes what nothing has referred to since before `now - grace`. */
export class SweepUploads extends Command<SweepReport> {
  constructor(
    readonly now: Date,
    readonly graceMs: number,
  ) {
    super();
  }
}
