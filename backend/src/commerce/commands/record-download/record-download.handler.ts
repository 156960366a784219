import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { downloadStreamId } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import { newIdFor } from '../../../platform/command-metadata.js';
import { toNewEvents } from '../../../platform/new-events.js';
import { EVENT_STORE } from '../../../platform/tokens.js';
import { RecordDownload } from './record-download.command.js';

/** Each download is a stream of its own: nothing to decide, only to record. */
@CommandHandler(RecordDownload)
export class RecordDownloadHandler implements ICommandHandler<RecordDownload, void> {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async execute({ download, metadata }: RecordDownload): Promise<void> {
    const streamId = downloadStreamId(newIdFor(metadata, 'download'));
    await this.events.append(
      streamId,
      toNewEvents([{ type: 'FileDownloaded', data: download }], streamId, metadata),
      'no_stream',
    );
  }
}
