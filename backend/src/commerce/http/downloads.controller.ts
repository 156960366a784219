import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BlobStore } from '@creators/storage';
import { commandMetadataOf, CurrentActor, type Actor } from '../../platform/http/request-context.js';
import { PROBLEM_TYPES, type ProblemTypes } from '../../platform/http/problem.js';
import { BLOB_STORE } from '../../platform/tokens.js';
import { deliverableHeaders, parseRange, sendBlob } from '../../platform/http/send-blob.js';
import { RecordDownload } from '../commands/record-download/record-download.command.js';
import { OpenDownload } from '../queries/open-download/open-download.query.js';

/** Signed, short-lived download links, streamed from the blob store with ranges. */
@ApiTags('commerce')
@Controller('api/downloads')
export class DownloadsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(PROBLEM_TYPES) private readonly problemTypes: ProblemTypes,
  ) {}

  /** The link is bound to an account: refused without that account's session (401 signed out, 403 another). */
  @Get(':token')
  @ApiParam({ name: 'token', description: 'from a `downloadUrl` of the item access or the library' })
  async download(
    @Param('token') token: string,
    @CurrentActor() { creatorId: viewerId }: Actor,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { file, download } = await this.queries.execute(new OpenDownload(token, viewerId));
    // A resumed download (a range past the start) is the same download: counted once.
    const range = parseRange(request.headers.range, file.size);
    if (range === null || range.start === 0) {
      const metadata = { ...commandMetadataOf(request), creatorId: viewerId };
      await this.commands.execute(new RecordDownload(download, metadata));
    }
    await sendBlob(
      request,
      reply,
      this.blobs,
      { hash: file.hash, contentType: file.mediaType, headers: deliverableHeaders(file.name, 'private, no-store') },
      this.problemTypes,
    );
  }
}
