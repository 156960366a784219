import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { MARKETPLACE_KINDS, type ItemFile, type MarketplaceKind } from '@creators/contracts';
import type { BlobStore } from '@creators/storage';
import { MarketplaceKindPipe } from '../../platform/http/kind.pipe.js';
import { API_EXAMPLES, ApiItemParams } from '../../platform/http/openapi.js';
import { Public } from '../../platform/public.decorator.js';
import { PROBLEM_TYPES, type ProblemTypes } from '../../platform/http/problem.js';
import { BLOB_STORE } from '../../platform/tokens.js';
import { GetItemFile } from '../queries/get-item-file/get-item-file.query.js';
import { deliverableHeaders, sendBlob } from './send-blob.js';

/** A published item's deliverables: free items' for anyone, paid items' for their creator (until purchases exist). */
@ApiTags('marketplace')
@Controller('api/marketplace')
export class ItemFilesController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(PROBLEM_TYPES) private readonly problemTypes: ProblemTypes,
  ) {}

  /** `GET /api/marketplace/{kind}/{slug}/files/{uploadId}`: the file as an attachment (ranges for resuming). */
  @Public()
  @Get(':kind/:slug/files/:uploadId')
  @ApiItemParams(MARKETPLACE_KINDS)
  @ApiParam({ name: 'uploadId', example: API_EXAMPLES.uploadId, description: "one of the item's `files`" })
  async download(
    @Param('kind', MarketplaceKindPipe) kind: MarketplaceKind,
    @Param('slug') slug: string,
    @Param('uploadId') uploadId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const viewerId = request.actor?.creatorId ?? null;
    const file: ItemFile = await this.queries.execute(new GetItemFile(kind, slug, uploadId, viewerId));
    await sendBlob(
      request,
      reply,
      this.blobs,
      {
        hash: file.hash,
        contentType: file.mediaType,
        headers: deliverableHeaders(file.name, viewerId === null ? 'public, max-age=300' : 'private, max-age=300'),
      },
      this.problemTypes,
    );
  }
}
