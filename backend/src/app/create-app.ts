import 'reflect-metadata';
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DocumentStore, EventStore } from '@creators/storage';
import type { ProjectionRunner } from '@creators/projections';
import type { AppConfig } from '../config.js';
import { HealthController } from '../health/health.controller.js';
import { APP_CONFIG, DOCUMENT_STORE, EVENT_STORE, PROJECTION_RUNNER } from '../platform/tokens.js';
import { APP_SHELL, PagesController } from '../web/pages.controller.js';
import { readAppShell, serveAssets } from '../web/serve-frontend.js';

export interface AppDependencies {
  readonly config: AppConfig;
  readonly events: EventStore;
  readonly documents: DocumentStore;
  /** Present when the projector runs in this process (embedded mode). */
  readonly runner: ProjectionRunner | null;
}

@Module({})
class AppModule {
  static with(deps: AppDependencies, shell: string): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [],
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
  const adapter = new FastifyAdapter({ trustProxy: 'loopback', bodyLimit: 1024 * 1024 });
  const shell = readAppShell(deps.config.frontendDir);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.with(deps, shell), adapter, {
    logger: ['error', 'warn'],
  });
  await serveAssets(app, deps.config.frontendDir);
  await app.init();
  return app;
}
