import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthGuard } from '../accounts/sessions/auth.guard.js';
import { SessionStore } from '../accounts/sessions/session-store.js';
import { IdempotencyInterceptor } from './http/idempotency.interceptor.js';
import { ProblemFilter } from './http/problem.filter.js';
import { ReadPositionInterceptor } from './http/read-position.interceptor.js';
import { validationPipe } from './http/validation.js';
import { ReadModelClock } from './read-model-clock.js';

/**
 * What every bounded context relies on: the command and query buses, authentication on by default,
 * validation of every body, problem documents for every error, idempotent commands and
 * read-your-writes queries.
 */
@Global()
@Module({
  imports: [CqrsModule.forRoot()],
  providers: [
    ReadModelClock,
    SessionStore,
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_PIPE, useFactory: validationPipe },
    { provide: APP_FILTER, useClass: ProblemFilter },
    { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
    { provide: APP_INTERCEPTOR, useClass: ReadPositionInterceptor },
  ],
  exports: [CqrsModule, ReadModelClock, SessionStore],
})
export class PlatformModule {}
