import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IMAGE_PURPOSES,
  type FileRef,
  type FileUploadAnswer,
  type ImagePurpose,
  type ImageUploadAnswer,
  type StorageUsage,
} from '@creators/contracts';
import type { BlobStore } from '@creators/storage';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { invalidField } from '../../platform/domain-error.js';
import { CurrentActor, SignedIn, type Actor } from '../../platform/http/request-context.js';
import { declaredLength, UPLOAD_ROUTE, uploadBodyOf } from '../../platform/http/upload-route.js';
import { PROBLEM_TYPES, type ProblemTypes } from '../../platform/http/problem.js';
import { RateLimiter, type RateLimit } from '../../platform/rate-limits.js';
import { BLOB_STORE } from '../../platform/tokens.js';
import { UploadFile } from '../commands/upload-file/upload-file.command.js';
import { UploadImage } from '../commands/upload-image/upload-image.command.js';
import { GetStorageUsage } from '../queries/get-storage-usage/get-storage-usage.query.js';
import { GetUploadedFile } from '../queries/get-uploaded-file/get-uploaded-file.query.js';
import { deliverableHeaders, sendBlob } from '../../platform/http/send-blob.js';

const purposeOf = (value: string | undefined): ImagePurpose => {
  if (value !== undefined && (IMAGE_PURPOSES as readonly string[]).includes(value)) return value as ImagePurpose;
  throw invalidField('purpose', `must be one of ${IMAGE_PURPOSES.join(', ')}`);
};

/** Uploads one account may make (an item's cover, gallery and files are about twenty). */
export const UPLOADS_PER_ACCOUNT: RateLimit = { name: 'uploads', limit: 60, windowMs: 3_600_000 };

/**
 * A signed-in creator's uploads. The body is the file itself (`application/octet-stream` or an
 * image type), streamed: images up to 15 MB, files up to 100 MB. Same-origin only, as every change.
 */
@Controller('api/media')
export class MediaUploadsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(PROBLEM_TYPES) private readonly problemTypes: ProblemTypes,
    private readonly limiter: RateLimiter,
  ) {}

  /** `POST /api/media/images?purpose=cover|gallery|avatar`: 201 with the renditions made. */
  @Post('images')
  @HttpCode(201)
  @RouteConfig({ [UPLOAD_ROUTE]: true })
  async uploadImage(
    @Query('purpose') purpose: string | undefined,
    @Req() request: FastifyRequest,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<ImageUploadAnswer> {
    const chosen = purposeOf(purpose);
    await this.limiter.take(UPLOADS_PER_ACCOUNT, metadata.creatorId, 'uploads from this account');
    return this.commands.execute(new UploadImage(chosen, uploadBodyOf(request), declaredLength(request), metadata));
  }

  /** `POST /api/media/files?name=<file name>`: 201 with the stored file's checksum, size and type. */
  @Post('files')
  @HttpCode(201)
  @RouteConfig({ [UPLOAD_ROUTE]: true })
  async uploadFile(
    @Query('name') name: string | undefined,
    @Req() request: FastifyRequest,
    @SignedIn() metadata: SignedInMetadata,
  ): Promise<FileUploadAnswer> {
    if (typeof name !== 'string') throw invalidField('name', 'is required: the name the file downloads as');
    await this.limiter.take(UPLOADS_PER_ACCOUNT, metadata.creatorId, 'uploads from this account');
    return this.commands.execute(new UploadFile(name, uploadBodyOf(request), declaredLength(request), metadata));
  }

  /** `GET /api/media/usage`: what the account's uploads keep stored, against its quota. */
  @Get('usage')
  usage(@CurrentActor() actor: Actor): Promise<StorageUsage> {
    return this.queries.execute(new GetStorageUsage(actor.creatorId));
  }

  /** `GET /api/media/files/{id}`: the creator's own uploaded file, as an attachment. */
  @Get('files/:id')
  async download(
    @Param('id') id: string,
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file: FileRef = await this.queries.execute(new GetUploadedFile(id, actor.creatorId));
    await sendBlob(
      request,
      reply,
      this.blobs,
      {
        hash: file.hash,
        contentType: file.mediaType,
        headers: deliverableHeaders(file.name, 'private, no-cache'),
      },
      this.problemTypes,
    );
  }
}
