import 'reflect-metadata';
import { Body, Controller, Module, Post, type NestApplicationOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, RouteConfig, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ENVELOPE_ROUTE, prepareEnvelopeRoute } from './envelope-route.js';

const quiet: Pick<NestApplicationOptions, 'logger'> = { logger: false };

const describeBody = (body: unknown): { kind: string; text: string } => ({
  kind: Buffer.isBuffer(body) ? 'buffer' : typeof body,
  text: Buffer.isBuffer(body) ? body.toString('utf8') : JSON.stringify(body),
});

@Controller()
class BodiesController {
  @Post('envelope')
  @RouteConfig({ [ENVELOPE_ROUTE]: true })
  envelope(@Body() body: unknown): { kind: string; text: string } {
    return describeBody(body);
  }

  @Post('other')
  other(@Body() body: unknown): { kind: string; text: string } {
    return describeBody(body);
  }
}

@Module({ controllers: [BodiesController] })
class BodiesModule {}

describe('prepareEnvelopeRoute', () => {
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(
      BodiesModule,
      new FastifyAdapter({ bodyLimit: 1024 }),
      quiet,
    );
    prepareEnvelopeRoute(app);
    await app.init();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = await app.getUrl();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (path: string, body: string | Uint8Array, type?: string): Promise<Response> =>
    fetch(`${base}${path}`, { method: 'POST', body, headers: type === undefined ? {} : { 'content-type': type } });

  it('hands the envelope route raw bytes, typed or not', async () => {
    for (const type of ['text/plain;charset=UTF-8', 'application/x-sentry-envelope', undefined]) {
      const response = await post('/envelope', new TextEncoder().encode('{"dsn":"x"}\n{}'), type);
      expect(await response.json()).toEqual({ kind: 'buffer', text: '{"dsn":"x"}\n{}' });
    }
  });

  it('leaves other routes as Fastify has them', async () => {
    expect(await (await post('/other', 'hello', 'text/plain')).json()).toEqual({ kind: 'string', text: '"hello"' });
    expect(await (await post('/other', '{"a":1}', 'application/json')).json()).toEqual({
      kind: 'object',
      text: '{"a":1}',
    });
    expect((await post('/other', new Uint8Array([1, 2, 3]))).status).toBe(415);
    expect((await post('/other', '<a/>', 'application/xml')).status).toBe(415);
    expect((await post('/other', '<a/>', 'application/x-sentry-envelope')).status).toBe(415);
    expect((await post('/nowhere', '<a/>', 'application/xml')).status).toBe(404);
  });

  it('refuses JSON on the envelope route before parsing it', async () => {
    const response = await post('/envelope', '{', 'application/json');
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });

  it('limits the envelope route to 1 MiB whatever the app allows', async () => {
    const response = await post('/envelope', new Uint8Array(4096), 'text/plain');
    expect(response.status).toBe(201);
    expect((await post('/envelope', new Uint8Array(1024 * 1024 + 1), 'text/plain')).status).toBe(413);
    expect((await post('/other', 'x'.repeat(4096), 'text/plain')).status).toBe(413);
  });
});
