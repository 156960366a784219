import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../config.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { readAcceptedDsns, type Dsn } from './dsn.js';
import { readContentEncoding, readHeaderLine } from './envelope-header.js';
import { postEnvelope } from './sentry-upstream.js';
import { TokenBuckets, type RateLimit } from './token-buckets.js';
import { admitEnvelope } from './tunnel-policy.js';
import { TunnelError } from './tunnel.error.js';

export interface TunnelOptions {
  /** How long the upstream may take to answer, body included. */
  readonly upstreamTimeoutMs: number;
  /** Per client IP; generous, since one page can send a burst of events, sessions and replays. */
  readonly rateLimit: RateLimit;
}

export const DEFAULT_TUNNEL_OPTIONS: TunnelOptions = {
  upstreamTimeoutMs: 5000,
  rateLimit: { burst: 120, perSecond: 2 },
};

export const TUNNEL_OPTIONS = Symbol('TunnelOptions');

/** One visitor's envelope as the controller hands it over. */
export interface EnvelopeRequest {
  readonly client: string;
  readonly query: unknown;
  /** A Buffer when the body was read raw; anything else is refused. */
  readonly body: unknown;
  readonly contentType: string | undefined;
  readonly contentEncoding: string | undefined;
}

export interface TunnelAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/**
 * The /monitoring tunnel: admits an envelope only for a DSN the server accepts, and forwards its
 * bytes unchanged to the endpoint that DSN names.
 */
@Injectable()
export class EnvelopeTunnel {
  private readonly logger = new Logger('Monitoring');
  private readonly accepted: readonly Dsn[];
  private readonly buckets: TokenBuckets;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(TUNNEL_OPTIONS) private readonly options: TunnelOptions,
  ) {
    const configured = [...(config.sentryDsn === null ? [] : [config.sentryDsn]), ...config.tunnelDsns];
    const { accepted, invalid } = readAcceptedDsns(configured);
    for (const text of invalid) this.logger.warn(`ignoring "${text}" in SENTRY_DSN / SENTRY_TUNNEL_DSNS: not a DSN`);
    this.accepted = accepted;
    this.buckets = new TokenBuckets(options.rateLimit);
  }

  async forward(request: EnvelopeRequest): Promise<TunnelAnswer> {
    const turn = this.buckets.take(request.client);
    if (!turn.allowed) {
      throw new TunnelError('rate_limited', 'too many error reports from this client; retry later', {
        'retry-after': String(turn.retryAfterSeconds),
      });
    }
    const body = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw new TunnelError('empty_envelope', 'the body is empty');
    const encoding = readContentEncoding(request.contentEncoding);
    if (encoding === null) {
      throw new TunnelError('unsupported_media_type', 'Content-Encoding must be gzip, deflate, br or none');
    }
    const headerLine = await readHeaderLine(body, encoding);
    if (headerLine === null) {
      throw new TunnelError('malformed_envelope', 'the body does not start with an envelope header line');
    }
    const admission = admitEnvelope(headerLine, request.query, this.accepted);
    if (!admission.admitted) throw new TunnelError(admission.code, admission.detail);

    const answer = await postEnvelope(
      admission.upstream,
      { body, contentType: request.contentType, contentEncoding: request.contentEncoding },
      this.options.upstreamTimeoutMs,
    );
    switch (answer.outcome) {
      case 'timeout':
        throw new TunnelError('upstream_timeout', 'the error-reporting service did not answer in time');
      case 'unreachable':
        this.logger.warn(`cannot reach ${admission.upstream}: ${answer.reason}`);
        throw new TunnelError('upstream_unreachable', 'the error-reporting service cannot be reached');
      case 'answered':
        break;
    }
    const passed: Record<string, string> = {};
    if (answer.sentryRateLimits !== null) passed['x-sentry-rate-limits'] = answer.sentryRateLimits;
    if (answer.status === 429) {
      if (answer.retryAfter !== null) passed['retry-after'] = answer.retryAfter;
      throw new TunnelError('upstream_rate_limited', 'the error-reporting service asks to retry later', passed);
    }
    if (answer.status < 200 || answer.status > 299) {
      throw new TunnelError('upstream_failed', `the error-reporting service answered ${answer.status}`, passed);
    }
    if (answer.contentType !== null) passed['content-type'] = answer.contentType;
    return { status: answer.status, headers: passed, body: answer.body };
  }
}
