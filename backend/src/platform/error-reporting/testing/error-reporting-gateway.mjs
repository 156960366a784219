// @ts-check
/**
 * A gateway with a route that fails unexpectedly, for server-error-reporting.int.spec.ts. It runs
 * in a process of its own, from the built backend (dist), because Sentry's SDK hooks into the
 * whole process: in a jest worker it would break every later test that serves HTTP. Started the
 * way main.ts starts the real gateway: error reporting first, the Nest app's modules after.
 * Prints the gateway's URL, then on SIGTERM closes, flushes its reports and exits.
 */
const dist = new URL('../../../../dist/', import.meta.url);
const { readConfig } = await import(new URL('config.js', dist).href);
const { initServerErrorReporting, closeServerErrorReporting } = await import(
  new URL('platform/error-reporting/instrument.js', dist).href
);

const config = readConfig();
await initServerErrorReporting(config);

await import('reflect-metadata');
const { Controller, Get, Global, Module, NotFoundException, Post } = await import('@nestjs/common');
const { APP_FILTER, NestFactory } = await import('@nestjs/core');
const { FastifyAdapter } = await import('@nestjs/platform-fastify');
const { MonitoringModule } = await import(new URL('monitoring/monitoring.module.js', dist).href);
const { prepareEnvelopeRoute } = await import(new URL('monitoring/envelope-route.js', dist).href);
const { ProblemFilter } = await import(new URL('platform/http/problem.filter.js', dist).href);
const { APP_CONFIG } = await import(new URL('platform/tokens.js', dist).href);

class TroubleController {
  unexpected() {
    throw new Error('the database went away');
  }

  expected() {
    throw new NotFoundException('no such thing');
  }

  json() {
    throw new Error('the parser went away');
  }
}
/** @type {[string, MethodDecorator][]} */
const routes = [
  ['unexpected', Get('unexpected')],
  ['expected', Get('expected')],
  ['json', Post('json/:part')],
];
for (const [method, decorator] of routes) {
  const prototype = TroubleController.prototype;
  Reflect.decorate([decorator], prototype, method, Object.getOwnPropertyDescriptor(prototype, method));
}
Reflect.decorate([Controller('trouble')], TroubleController);

class ConfigModule {}
Reflect.decorate(
  [Global(), Module({ providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] })],
  ConfigModule,
);
class TroubleModule {}
Reflect.decorate(
  [
    Module({
      imports: [ConfigModule, await MonitoringModule.register(config.sentryDsn !== null)],
      controllers: [TroubleController],
      // The gateway's app-wide filter, which reports what it did not expect.
      providers: [{ provide: APP_FILTER, useClass: ProblemFilter }],
    }),
  ],
  TroubleModule,
);

/** @type {import('@nestjs/platform-fastify').NestFastifyApplication} */
const app = await NestFactory.create(TroubleModule, new FastifyAdapter(), { logger: false });
prepareEnvelopeRoute(app);
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${await app.getUrl()}\n`);

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => closeServerErrorReporting())
    .then(() => process.exit(0));
});
