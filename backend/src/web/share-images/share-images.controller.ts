import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ITEM_KINDS, isItemKind } from '@creators/contracts';
import { API_EXAMPLES, ApiItemParams } from '../../platform/http/openapi.js';
import { Public } from '../../platform/public.decorator.js';
import { ShareImages, type ShareImageAnswer } from './share-images.js';

/**
 * Link previews (1200 × 630 PNG) of the pages a link is shared to: the home, an item, a creator.
 * Pages name them in `og:image`. The same for everyone, kept by caches for an hour and revalidated
 * by their ETag, which changes when what is drawn changes.
 */
@Public()
@ApiTags('pages')
@Controller('api/share-images')
export class ShareImagesController {
  constructor(private readonly images: ShareImages) {}

  @Get('home')
  @ApiProduces('image/png')
  async home(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return send(request, reply, await this.images.home());
  }

  @Get('items/:kind/:slug')
  @ApiProduces('image/png')
  @ApiItemParams(ITEM_KINDS)
  async item(
    @Param('kind') kind: string,
    @Param('slug') slug: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const answer = isItemKind(kind) ? await this.images.item(kind, slug) : null;
    if (answer === null) throw new NotFoundException(`no published ${kind} ${slug}`);
    return send(request, reply, answer);
  }

  @Get('creators/:handle')
  @ApiProduces('image/png')
  @ApiParam({ name: 'handle', example: API_EXAMPLES.handle })
  async creator(
    @Param('handle') handle: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const answer = await this.images.creator(handle);
    if (answer === null) throw new NotFoundException(`no creator ${handle}`);
    return send(request, reply, answer);
  }
}

function send(request: FastifyRequest, reply: FastifyReply, { etag, png }: ShareImageAnswer): FastifyReply {
  const tag = `"${etag}"`;
  void reply.header('cache-control', 'public, max-age=3600').header('etag', tag);
  if (request.headers['if-none-match'] === tag) return reply.code(304).send();
  return reply.type('image/png').send(png);
}
