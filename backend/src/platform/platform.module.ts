import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { GatewaySecrets } from './gateway-secrets.js';
import { RateLimiter } from './rate-limits.js';
import { LocalOutboxController } from './mail/local-outbox.controller.js';
import { Outbox } from './mail/outbox.js';
import { IdempotencyInterceptor } from './http/idempotency.interceptor.js';
import { ProblemFilter } from './http/problem.filter.js';
import { PublicOrigin } from './http/public-origin.js';
import { ReadPositionInterceptor } from './http/read-position.interceptor.js';
import { validationPipe } from './http/validation.js';
import { ReadCacheInterceptor } from './read-cache/read-cache.interceptor.js';
import { ReadCache, type ReadCacheLimits } from './read-cache/read-cache.js';
import { ReadModelClock } from './read-model-clock.js';
import { READ_CACHE_LIMITS } from './tokens.js';

/**
 * What every bounded context relies on: the command and query buses, validation of every body,
 * problem documents for every error, idempotent commands and read-your-writes queries, public
 * answers kept per generation of the read models, and the outbox of the product's e-mail.
 */
@Global()
@Module({
  imports: [CqrsModule.forRoot()],
  controllers: [LocalOutboxController],
  providers: [
    Outbox,
    PublicOrigin,
    ReadModelClock,
    GatewaySecrets,
    RateLimiter,
    { provide: ReadCache, useFactory: (limits: ReadCacheLimits) => new ReadCache(limits), inject: [READ_CACHE_LIMITS] },
    { provide: APP_PIPE, useFactory: validationPipe },
    { provide: APP_FILTER, useClass: ProblemFilter },
    { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
    { provide: APP_INTERCEPTOR, useClass: ReadPositionInterceptor },
    // After the read position: it reads at the position a read-your-writes request waited for.
    { provide: APP_INTERCEPTOR, useClass: ReadCacheInterceptor },
  ],
  exports: [CqrsModule, ReadModelClock, ReadCache, GatewaySecrets, RateLimiter, Outbox, PublicOrigin],
})
export class PlatformModule {}
