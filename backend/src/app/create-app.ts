import 'reflect-metadata';
import type { IncomingMessage } from 'node:http';
import { Module, type DynamicModule, type NestApplicationOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { PersonalKeys, type BlobStore, type DocumentStore, type EventStore } from '@creators/storage';
import { createLogger, type Projections } from '@creators/projections';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { CredentialStore } from '../accounts/credentials/credential-store.js';
import { ACCOUNT_EMAILS } from '../platform/account-emails.js';
import { CommerceModule } from '../commerce/commerce.module.js';
import { openPaymentGateway } from '../commerce/payments/open-payment-gateway.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../commerce/payments/payment-gateway.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CreatorsModule } from '../creators/creators.module.js';
import { ExpertsModule } from '../experts/experts.module.js';
import { FeedModule } from '../feed/feed.module.js';
import { HealthController } from '../health/health.controller.js';
import { refuseCommandsWhileStarting, StartUp } from '../health/start-up.js';
import { HistoryModule } from '../history/history.module.js';
import { InsightsModule } from '../insights/insights.module.js';
import { LinksModule } from '../links/links.module.js';
import { prepareEnvelopeRoute } from '../monitoring/envelope-route.js';
import type { TunnelOptions } from '../monitoring/envelope-tunnel.js';
import { MarketplaceModule } from '../marketplace/marketplace.module.js';
import { serveMedia } from '../media/http/serve-media.js';
import { DEFAULT_MEDIA_SETTINGS, type MediaSettings } from '../media/media-settings.js';
import { MediaModule } from '../media/media.module.js';
import { StreamUploadReferences } from '../media/uploads/upload-references.js';
import { ModerationModule } from '../moderation/moderation.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { CurationModule } from '../curation/curation.module.js';
import { MonitoringModule } from '../monitoring/monitoring.module.js';
import { GatewayMetrics } from '../observability/gateway-metrics.js';
import { observeHttp, RequestLogController } from '../observability/http-observability.js';
import { MetricsController } from '../observability/metrics.controller.js';
import { PinoNestLogger } from '../observability/nest-logger.js';
import { requestIdFrom } from '../observability/request-id.js';
import { OnboardingModule } from '../onboarding/onboarding.module.js';
import { serveApiDocs } from './api-docs.js';
import { GATEWAY_COLLECTIONS } from './gateway-collections.js';
import { Housekeeping } from './housekeeping.js';
import { PROBLEM_TYPES_BY_CODE } from './problem-types.js';
import { PROBLEM_TYPES } from '../platform/http/problem.js';
import { drainConnectionsOnClose } from '../platform/http/connection-drain.js';
import {
  DEFAULT_CONNECTION_LIMITS,
  limitConnections,
  type ConnectionLimits,
} from '../platform/http/connection-limits.js';
import {
  clientError,
  CONNECTION_IDLE_MS,
  frameworkError,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_MS,
} from '../platform/http/edge-errors.js';
import { cutStalledBodies } from '../platform/http/body-progress.js';
import { requireSameOriginJson } from '../platform/http/same-origin-json.js';
import { keepPersonalAnswersUnstored } from '../platform/http/personal-answers.js';
import { encodeAnswers, varyByEncoding } from '../platform/http/encoded-answers.js';
import { serveDemoPreviews } from '../demo/serve-demo-previews.js';
import { ShareImagesController } from '../web/share-images/share-images.controller.js';
import { ShareImages } from '../web/share-images/share-images.js';
import { secureEveryAnswer } from '../platform/http/security-headers.js';
import { PlatformModule } from '../platform/platform.module.js';
import { MAIL_TRANSPORT, type MailTransport } from '../platform/mail/mail-transport.js';
import { openMailTransport } from '../platform/mail/open-mail-transport.js';
import { DEFAULT_READ_CACHE_LIMITS, ReadCache, type ReadCacheLimits } from '../platform/read-cache/read-cache.js';
import { serveCachedReads } from '../platform/read-cache/serve-cached-reads.js';
import { ReadModelClock } from '../platform/read-model-clock.js';
import {
  APP_CONFIG,
  BLOB_STORE,
  CLOCK,
  type Clock,
  DOCUMENT_STORE,
  EVENT_STORE,
  MEDIA_SETTINGS,
  PROJECTION_RUNNER,
  PERSONAL_KEYS,
  READ_CACHE_LIMITS,
  SYSTEM_CLOCK,
  UPLOAD_REFERENCES,
} from '../platform/tokens.js';
import { AsOfReads } from '../history/as-of/as-of-reads.js';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { CrawlersController } from '../web/crawlers.controller.js';
import { APP_SHELL, PAGE_CACHE, PAGE_RENDERER, PagesController } from '../web/pages.controller.js';
import { loadPageRenderer, type PageRenderer } from '../web/page-renderer.js';
import { readAppShell, serveAssets } from '../web/serve-frontend.js';

export interface AppDependencies {
  readonly config: AppConfig;
  readonly events: EventStore;
  readonly documents: DocumentStore;
  /** Uploaded images' renditions and deliverable files. */
  readonly blobs: BlobStore;
  /**
   * People's keys, the very ones `events` seals and opens with (`openStores` gives both); a store
   * of keys of its own over `documents` when a test brings no sealing log.
   */
  readonly personalKeys?: PersonalKeys;
  /** Upload limits and the sweep's timing; the defaults otherwise. */
  readonly media?: MediaSettings;
  /** Present when the projector runs in this process (embedded mode). */
  readonly runner: Projections | null;
  /** Tuning of the /monitoring tunnel (tests shorten its timeout); the defaults suit production. */
  readonly monitoring?: Partial<TunnelOptions>;
  /** How paid items are paid for; by default Stripe when its keys are set, the test-mode checkout otherwise. */
  readonly payments?: PaymentGateway;
  /** Where e-mail goes; by default SMTP when `SMTP_URL` is set, the local outbox otherwise. */
  readonly mail?: MailTransport;
  /** Bounds of the public answer cache (tests make it small); the defaults suit production. */
  readonly readCache?: Partial<ReadCacheLimits>;
  /** The JSON logger; one at LOG_LEVEL on standard output unless a test captures the lines. */
  readonly logger?: Logger;
  /** The server renderer of the public pages; by default the built frontend's (`dist-server`), when there is one. */
  readonly pageRenderer?: PageRenderer | null;
  /** Connections per address and the header timeout (tests make them small); the defaults otherwise. */
  readonly connections?: Partial<ConnectionLimits>;
  /** The time links and sign-in challenges expire by; the system's unless a test moves it on. */
  readonly clock?: Clock;
  /** Set while the process still starts (seeding demo content): not ready, no commands; started otherwise. */
  readonly startUp?: StartUp;
}

@Module({})
class AppModule {
  static with(deps: AppDependencies, frontend: Frontend, metrics: GatewayMetrics): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        PlatformModule,
        MonitoringModule.register(deps.config.sentryDsn !== null, deps.monitoring),
        CatalogModule,
        LinksModule,
        AccountsModule,
        CreatorsModule,
        OnboardingModule,
        MarketplaceModule,
        FeedModule,
        ExpertsModule,
        HistoryModule,
        InsightsModule,
        MediaModule,
        CommerceModule,
        ModerationModule,
        ReviewsModule,
        CurationModule,
        PrivacyModule,
      ],
      controllers: [HealthController, MetricsController, CrawlersController, ShareImagesController, PagesController],
      providers: [
        { provide: APP_CONFIG, useValue: deps.config },
        { provide: CLOCK, useValue: deps.clock ?? SYSTEM_CLOCK },
        { provide: EVENT_STORE, useValue: deps.events },
        // Read through AsOfReads, so an analyst's read can be answered from an as-of build.
        { provide: AsOfReads, useValue: new AsOfReads(deps.documents) },
        { provide: DOCUMENT_STORE, useFactory: (reads: AsOfReads) => reads.documents, inject: [AsOfReads] },
        { provide: BLOB_STORE, useValue: deps.blobs },
        {
          provide: PERSONAL_KEYS,
          useValue: deps.personalKeys ?? new PersonalKeys(deps.documents, deps.config.appSecret),
        },
        { provide: MEDIA_SETTINGS, useValue: deps.media ?? DEFAULT_MEDIA_SETTINGS },
        { provide: UPLOAD_REFERENCES, useValue: new StreamUploadReferences(deps.events) },
        { provide: PROJECTION_RUNNER, useValue: deps.runner },
        { provide: StartUp, useValue: deps.startUp ?? new StartUp() },
        { provide: PAYMENT_GATEWAY, useValue: deps.payments ?? openPaymentGateway(deps.config) },
        {
          provide: ACCOUNT_EMAILS,
          useFactory: (documents: DocumentStore) => new CredentialStore(documents),
          inject: [DOCUMENT_STORE],
        },
        { provide: MAIL_TRANSPORT, useValue: deps.mail ?? openMailTransport(deps.config, deps.documents) },
        { provide: APP_SHELL, useValue: frontend.shell },
        { provide: PAGE_RENDERER, useValue: frontend.renderer },
        // Whole pages weigh more than API answers: fewer of them are kept.
        { provide: PAGE_CACHE, useValue: new ReadCache({ maxEntries: 1000, maxBytes: 64 * 1024 * 1024 }) },
        { provide: READ_CACHE_LIMITS, useValue: { ...DEFAULT_READ_CACHE_LIMITS, ...deps.readCache } },
        { provide: GatewayMetrics, useValue: metrics },
        Housekeeping,
        ShareImages,
        { provide: PROBLEM_TYPES, useValue: PROBLEM_TYPES_BY_CODE },
      ],
      exports: [
        AsOfReads,
        APP_CONFIG,
        CLOCK,
        EVENT_STORE,
        DOCUMENT_STORE,
        BLOB_STORE,
        PERSONAL_KEYS,
        MEDIA_SETTINGS,
        UPLOAD_REFERENCES,
        PROJECTION_RUNNER,
        PAYMENT_GATEWAY,
        MAIL_TRANSPORT,
        ACCOUNT_EMAILS,
        READ_CACHE_LIMITS,
        PROBLEM_TYPES,
      ],
    };
  }
}

/** The built web app: the shell every page answers, and the server renderer of its public pages. */
interface Frontend {
  readonly shell: string;
  readonly renderer: PageRenderer | null;
}

/** Builds the gateway over already-opened stores; the caller listens and closes. */
export async function createApp(deps: AppDependencies): Promise<NestFastifyApplication> {
  const logger = deps.logger ?? createLogger({ level: deps.config.logLevel, service: 'gateway' });
  const metrics = new GatewayMetrics(deps.config.release, deps.runner);
  const adapter = new FastifyAdapter({
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Signed download links carry their grant in the path (about 300 characters).
    routerOptions: { maxParamLength: 512 },
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_IDLE_MS,
    // Node looks for requests past their header and request timeouts this often (30 s by default,
    // which let a request run that much past its bound).
    http: { connectionsCheckingInterval: TIMEOUT_CHECK_MS },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    loggerInstance: logger,
    logController: new RequestLogController(),
    // The id comes from a sane X-Request-Id or is made here; it becomes the events' correlation id.
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => requestIdFrom(request.headers['x-request-id']),
  });
  observeHttp(adapter.getInstance(), metrics);
  limitConnections(adapter.getInstance().server, { ...DEFAULT_CONNECTION_LIMITS, ...deps.connections });
  drainConnectionsOnClose(adapter.getInstance(), deps.config.shutdownGraceSeconds * 1000);
  secureEveryAnswer(adapter.getInstance());
  keepPersonalAnswersUnstored(adapter.getInstance());
  varyByEncoding(adapter.getInstance());
  cutStalledBodies(adapter.getInstance(), {
    windowMs: deps.config.bodyStallSeconds * 1000,
    minBytes: deps.config.bodyMinBytes,
    maxMs: REQUEST_TIMEOUT_MS,
  });
  const frontend: Frontend = {
    shell: readAppShell(deps.config.frontendDir),
    renderer: deps.pageRenderer === undefined ? await loadPageRenderer(deps.config.frontendDir) : deps.pageRenderer,
  };
  await deps.documents.ensureCollections(GATEWAY_COLLECTIONS);
  // bodyParser off: JSON bodies are parsed by our own parser (platform/http/same-origin-json.ts).
  // Nest types its options as a class, but documents (and reads) them as a plain object.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  const options: NestApplicationOptions = { logger: new PinoNestLogger(logger), bodyParser: false };
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.with(deps, frontend, metrics),
    adapter,
    options,
  );
  // /monitoring reads Sentry envelopes as raw bytes; this must come before app.init() adds the routes.
  prepareEnvelopeRoute(app);
  refuseCommandsWhileStarting(app.getHttpAdapter().getInstance(), app.get(StartUp), PROBLEM_TYPES_BY_CODE);
  requireSameOriginJson(app.getHttpAdapter().getInstance(), PROBLEM_TYPES_BY_CODE);
  serveCachedReads(app.getHttpAdapter().getInstance(), app.get(ReadCache), app.get(ReadModelClock));
  serveMedia(app.getHttpAdapter().getInstance(), deps.documents, deps.blobs, PROBLEM_TYPES_BY_CODE);
  serveDemoPreviews(app.getHttpAdapter().getInstance(), PROBLEM_TYPES_BY_CODE);
  await encodeAnswers(app);
  await serveAssets(app, deps.config.frontendDir);
  await serveApiDocs(app);
  await app.init();
  return app;
}
