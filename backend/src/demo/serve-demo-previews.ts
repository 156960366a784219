import type { FastifyInstance } from 'fastify';
import { isItemKind } from '@creators/contracts';
import { problemFor, type ProblemTypes } from '../platform/http/problem.js';
import { demoPreviewPage } from './demo-previews.js';
import { titleOfName } from './demo-titles.js';

/**
 * `GET /creators-assets/demo/previews/<kind>/<title>.html`: the demo items' live previews, drawn
 * from the kind and title in the address (demo-previews.ts). Only titles the demo makes are
 * answered. No script may run in them and only this site may frame them.
 */
export function serveDemoPreviews(fastify: FastifyInstance, types: ProblemTypes): void {
  fastify.get<{ Params: { kind: string; name: string } }>(
    '/creators-assets/demo/previews/:kind/:name',
    async (request, reply) => {
      const { kind, name } = request.params;
      const title = isItemKind(kind) && name.endsWith('.html') ? titleOfName(kind, name.slice(0, -5)) : null;
      if (!isItemKind(kind) || title === null) {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .type('application/problem+json')
          .send(JSON.stringify(problemFor(types, 'not_found', 'there is no such demo preview')));
      }
      return reply
        .header('cache-control', 'public, max-age=3600')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; frame-ancestors 'self'",
        )
        .type('text/html; charset=utf-8')
        .send(demoPreviewPage(kind, title));
    },
  );
}
