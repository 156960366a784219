import { Catch, HttpException, Inject, Optional, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DocumentStoreError, EventStoreError, isTransientStoreError } from '@creators/storage';
import { reportUnexpectedError } from '../error-reporting/report-unexpected.js';
import { DomainError, isDomainError } from '../domain-error.js';
import type { ProblemDocument } from '@creators/contracts';
import { MovedPermanently, sendMoved } from './cache.js';
import { PROBLEM_TYPES, problemFor, type ProblemTypes } from './problem.js';

const FASTIFY_TITLES: Readonly<Record<number, string>> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Body too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
};

/** Turns whatever a handler threw into an RFC 9457 answer; never a stack trace. */
export function toProblem(
  exception: unknown,
  types: ProblemTypes,
): { problem: ProblemDocument; headers: Record<string, string> } {
  if (isDomainError(exception)) {
    const retryAfter = exception.retryAfterSeconds ?? types[exception.code]?.retryAfter;
    return {
      problem: problemFor(types, exception.code, exception.message, exception.fields),
      headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
    };
  }
  if (exception instanceof EventStoreError && exception.code === 'wrong_expected_revision') {
    return {
      problem: problemFor(types, 'concurrent_change', 'someone changed this at the same time; reload and try again'),
      headers: {},
    };
  }
  if (isTransientStoreError(exception)) {
    // The store timed out, restarted or is electing a leader: the command may or may not have
    // landed, so the client tries again, with its Idempotency-Key to be answered once.
    const retry = types.store_unavailable?.retryAfter ?? 1;
    return {
      problem: problemFor(
        types,
        'store_unavailable',
        'the store did not answer in time; try again (with the same Idempotency-Key, a command that did land is not repeated)',
      ),
      headers: { 'retry-after': String(retry) },
    };
  }
  if (exception instanceof DocumentStoreError && exception.code === 'bad_cursor') {
    return {
      problem: problemFor(types, 'invalid_input', 'cursor: not one this list handed out', [
        { field: 'cursor', message: 'not one this list handed out' },
      ]),
      headers: {},
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return {
      problem: {
        type: 'about:blank',
        title: FASTIFY_TITLES[status] ?? exception.name,
        status,
        detail: exception.message,
      },
      headers: {},
    };
  }
  if (codeOf(exception) === 'FST_ERR_CTP_INVALID_JSON_BODY' || codeOf(exception) === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    // Malformed JSON, and keys such as __proto__ that Fastify's parser refuses outright.
    const message = 'is not valid JSON, or holds a key such as __proto__ that is not allowed';
    return {
      problem: problemFor(types, 'invalid_input', `body: ${message}`, [{ field: 'body', message }]),
      headers: {},
    };
  }
  const status = statusCodeOf(exception);
  if (status !== null && status >= 400 && status < 500) {
    const message = exception instanceof Error ? exception.message : 'bad request';
    return {
      problem: { type: 'about:blank', title: FASTIFY_TITLES[status] ?? 'Bad request', status, detail: message },
      headers: {},
    };
  }
  return {
    problem: {
      type: 'about:blank',
      title: 'Internal error',
      status: 500,
      detail: 'something went wrong on our side; it has been noted',
    },
    headers: {},
  };
}

function codeOf(exception: unknown): string | null {
  if (typeof exception === 'object' && exception !== null && 'code' in exception) {
    return typeof exception.code === 'string' ? exception.code : null;
  }
  return null;
}

function statusCodeOf(exception: unknown): number | null {
  if (typeof exception === 'object' && exception !== null && 'statusCode' in exception) {
    const status = exception.statusCode;
    return typeof status === 'number' ? status : null;
  }
  return null;
}

/** The app-wide filter: every error leaves as a problem document (a move as its 301); unexpected ones are reported and logged. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly types: ProblemTypes;

  constructor(@Optional() @Inject(PROBLEM_TYPES) types: ProblemTypes | null) {
    this.types = types ?? {};
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (exception instanceof MovedPermanently) {
      void sendMoved(reply, exception);
      return;
    }
    const { problem, headers } = toProblem(exception, this.types);
    if (problem.status >= 500 && !(exception instanceof DomainError)) {
      reportUnexpectedError(exception);
      console.error(exception);
    }
    void reply
      .code(problem.status)
      .headers({ ...headers, 'cache-control': 'no-store' })
      .type('application/problem+json')
      .send(JSON.stringify(problem));
  }
}
