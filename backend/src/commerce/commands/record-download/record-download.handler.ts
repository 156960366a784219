import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { downloadStreamId } from '@creators/contracts';
import { EventStoreError, type EventStore } from '@creators/storage';
import { uuidFrom } from '../../../platform/command-metadata.js';
import { toNewEvents } from '../../../platform/new-events.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { RecordDownload } from './record-download.command.js';

/** A file is counted once per account in each such window, however often it is asked for. */
export const DOWNLOAD_COUNT_WINDOW_MS = 3_600_000;

/**
 * Each download is a stream of its own, named by the account, the file and the window it falls in:
 * the stream's revision keeps a script that asks again and again (`Range: bytes=0-0`) to one count
 * and one event, on any number of gateways.
 */
@CommandHandler(RecordDownload)
export class RecordDownloadHandler implements ICommandHandler<RecordDownload, void> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async execute({ download, metadata }: RecordDownload): Promise<void> {
    const window = Math.floor(Date.parse(metadata.now) / DOWNLOAD_COUNT_WINDOW_MS);
    // A file in several releases counts once per release it is downloaded from.
    const release = download.version === undefined ? '' : `\u0000${download.version}`;
    const streamId = downloadStreamId(
      uuidFrom(`${download.accountId}\u0000${download.uploadId}${release}\u0000${window}`),
    );
    try {
      await this.events.append(
        streamId,
        toNewEvents([{ type: 'FileDownloaded', data: download }], streamId, metadata),
        'no_stream',
      );
    } catch (error) {
      // Already counted in this window: the file is still sent.
      if (!(error instanceof EventStoreError && error.code === 'wrong_expected_revision')) throw error;
    }
  }
}
