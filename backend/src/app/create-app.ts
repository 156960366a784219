import 'reflect-metadata';
import { Module, type DynamicModule, type NestApplicationOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DocumentStore, EventStore } from '@creators/storage';
import type { ProjectionRunner } from '@creators/projections';
import type { AppConfig } from '../config.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CreatorsModule } from '../creators/creators.module.js';
import { ExpertsModule } from '../experts/experts.module.js';
import { FeedModule } from '../feed/feed.module.js';
import { HealthController } from '../health/health.controller.js';
import { HistoryModule } from '../history/history.module.js';
import { LinksModule } from '../links/links.module.js';
import { prepareEnvelopeRoute } from '../monitoring/envelope-route.js';
import type { TunnelOptions } from '../monitoring/envelope-tunnel.js';
import { MarketplaceModule } from '../marketplace/marketplace.module.js';
import { MonitoringModule } from '../monitoring/monitoring.module.js';
import { GATEWAY_COLLECTIONS } from '../platform/gateway-collections.js';
import { requireSameOriginJson } from '../platform/http/same-origin-json.js';
import { PlatformModule } from '../platform/platform.module.js';
import { APP_CONFIG, DOCUMENT_STORE, EVENT_STORE, PROJECTION_RUNNER } from '../platform/tokens.js';
import { APP_SHELL, PagesController } from '../web/pages.controller.js';
import { readAppShell, serveAssets } from '../web/serve-frontend.js';

export interface AppDependencies {
  readonly config: AppConfig;
  readonly events: EventStore;
  readonly documents: DocumentStore;
  /** Present when the projector runs in this process (embedded mode). */
  readonly runner: ProjectionRunner | null;
  /** Tuning of the /monitoring tunnel (tests shorten its timeout); the defaults suit production. */
  readonly monitoring?: Partial<TunnelOptions>;
}

@Module({})
class AppModule {
  static with(deps: AppDependencies, shell: string): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        PlatformModule,
        MonitoringModule.register(deps.monitoring),
        CatalogModule,
        LinksModule,
        AccountsModule,
        CreatorsModule,
        MarketplaceModule,
        FeedModule,
        ExpertsModule,
        HistoryModule,
      ],
      controllers: [HealthController, PagesController],
      providers: [
        { provide: APP_CONFIG, useValue: deps.config },
        { provide: EVENT_STORE, useValue: deps.events },
        { provide: DOCUMENT_STORE, useValue: deps.documents },
        { provide: PROJECTION_RUNNER, useValue: deps.runner },
        { provide: APP_SHELL, useValue: shell },
      ],
      exports: [APP_CONFIG, EVENT_STORE, DOCUMENT_STORE, PROJECTION_RUNNER],
    };
  }
}

/** Builds the gateway over already-opened stores; the caller listens and closes. */
export async function createApp(deps: AppDependencies): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ trustProxy: deps.config.trustProxy, bodyLimit: 1024 * 1024 });
  const shell = readAppShell(deps.config.frontendDir);
  await deps.documents.ensureCollections(GATEWAY_COLLECTIONS);
  // bodyParser off: JSON bodies are parsed by our own parser (platform/http/same-origin-json.ts).
  // Nest types its options as a class, but documents (and reads) them as a plain object.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  const options: NestApplicationOptions = { logger: ['error', 'warn'], bodyParser: false };
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.with(deps, shell), adapter, options);
  // /monitoring reads Sentry envelopes as raw bytes; this must come before app.init() adds the routes.
  prepareEnvelopeRoute(app);
  requireSameOriginJson(app.getHttpAdapter().getInstance());
  await serveAssets(app, deps.config.frontendDir);
  await app.init();
  return app;
}
