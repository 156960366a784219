import type { FastifyInstance } from 'fastify';
import { formatOfExtension } from '@creators/contracts';
import { MEDIA_BLOBS, type MediaBlobDoc } from '@creators/projections';
import type { BlobStore, DocumentStore } from '@creators/storage';
import { problemFor, type ProblemTypes } from '../../platform/http/problem.js';
import { sendBlob } from '../../platform/http/send-blob.js';

const RENDITION = /^([0-9a-f]{64})-(\d{1,5})\.(webp|jpg)$/;
const CONTENT_TYPES = { webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/**
 * `GET /creators-assets/media/<hash>-<width>.<ext>`: image renditions, named by their own content,
 * so an address never changes what it shows and browsers keep it for a year. Only blobs known as
 * image renditions are served here, with the type their record says: a deliverable (an SVG, an
 * HTML page) can never be fetched through this route as an inline document. The width in the
 * name is the rendition's own: any other width is not found, so one picture has one address.
 */
export function serveMedia(
  fastify: FastifyInstance,
  documents: DocumentStore,
  blobs: BlobStore,
  types: ProblemTypes,
): void {
  fastify.get<{ Params: { name: string } }>('/creators-assets/media/:name', async (request, reply) => {
    const match = RENDITION.exec(request.params.name);
    const hash = match?.[1];
    const format = formatOfExtension(match?.[3] ?? '');
    const width = Number(match?.[2]);
    const blob = hash === undefined ? null : await documents.get(MEDIA_BLOBS, hash);
    if (
      hash === undefined ||
      format === null ||
      blob === null ||
      blob.imageFormat !== format ||
      widthDiffers(blob, width)
    ) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('application/problem+json')
        .send(JSON.stringify(problemFor(types, 'not_found', 'there is no such image')));
    }
    return sendBlob(
      request,
      reply,
      blobs,
      {
        hash,
        contentType: CONTENT_TYPES[format],
        headers: {
          'cache-control': 'public, max-age=31536000, immutable',
          'content-security-policy': "default-src 'none'; sandbox",
          'cross-origin-resource-policy': 'same-site',
        },
      },
      types,
    );
  });
}

/**
 * Whether the blob is a rendition of another width. A record kept before widths were recorded
 * (read while the model is rebuilt with them) says nothing, and its picture is served as before.
 */
const widthDiffers = (blob: MediaBlobDoc, width: number): boolean =>
  typeof blob.width === 'number' && blob.width !== width;
