import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { SESSION_COOKIE } from '../accounts/sessions/session-store.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const isPublic = (operation: object): boolean => 'x-public' in operation && operation['x-public'] === true;

/**
 * The OpenAPI document of every route, built from the controllers and their DTOs: a session
 * cookie is required unless a route is @Public, which the document says with an empty `security`.
 */
export function apiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Creators marketplace')
    .setDescription(
      'The gateway of the creators marketplace. Errors are RFC 9457 problem documents ' +
        '(`application/problem+json`); commands answer the `position` of their last event, which ' +
        'a read sends back as `X-Consistent-With` to see its own writes. An analyst may send any GET with ' +
        '`X-As-Of: <namespace>` (an as-of build, `POST /api/analytics/as-of`) to have it answered as the ' +
        'marketplace stood then: never cached, 404 for a build that is not complete, 405 for anything but a read.',
    )
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, 'session')
    .addSecurityRequirements('session')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation !== undefined && isPublic(operation)) operation.security = [];
    }
  }
  return document;
}

/** Swagger UI's files, as @nestjs/swagger (which depends on them) finds them. */
function swaggerUiDir(): string {
  const fromSwagger = createRequire(createRequire(import.meta.url).resolve('@nestjs/swagger'));
  return dirname(fromSwagger.resolve('swagger-ui-dist'));
}

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Creators marketplace API</title>
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/start.js"></script>
  </body>
</html>`;

const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: '${OPENAPI_PATH}', dom_id: '#swagger-ui', deepLinking: true });`;

/**
 * Serves the document at /api/openapi.json and a readable page of it at /api/docs: Swagger UI,
 * served from its own files beside the gateway's, with no script inline.
 */
export async function serveApiDocs(app: NestFastifyApplication): Promise<void> {
  const document = apiDocument(app);
  const fastify = app.getHttpAdapter().getInstance();
  await app.register(fastifyStatic, {
    root: swaggerUiDir(),
    prefix: `${DOCS_PATH}/`,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res: { setHeader(name: string, value: string): void }) => {
      res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
  fastify.get(OPENAPI_PATH, (_request, reply) => reply.header('cache-control', 'no-cache').send(document));
  fastify.get(DOCS_PATH, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(DOCS_PAGE),
  );
  fastify.get(`${DOCS_PATH}/start.js`, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(START_SCRIPT),
  );
}
