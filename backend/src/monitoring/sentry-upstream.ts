/** What is sent upstream: the visitor's bytes and the two headers that describe them, nothing else. */
export interface OutgoingEnvelope {
  readonly body: Buffer;
  readonly contentType: string | undefined;
  readonly contentEncoding: string | undefined;
}

export type UpstreamAnswer =
  | {
      readonly outcome: 'answered';
      readonly status: number;
      readonly contentType: string | null;
      readonly retryAfter: string | null;
      /** Sentry's own rate-limit header, which the browser SDK reads to back off. */
      readonly sentryRateLimits: string | null;
      readonly body: Buffer;
    }
  | { readonly outcome: 'unreachable'; readonly reason: string }
  | { readonly outcome: 'timeout' };

/**
 * Posts an envelope to a Sentry envelope endpoint. Never follows a redirect (the upstream is
 * fixed by the DSN) and gives up after `timeoutMs`, body included.
 */
export async function postEnvelope(
  endpoint: string,
  envelope: OutgoingEnvelope,
  timeoutMs: number,
): Promise<UpstreamAnswer> {
  const headers: Record<string, string> = {};
  if (envelope.contentType !== undefined) headers['content-type'] = envelope.contentType;
  if (envelope.contentEncoding !== undefined) headers['content-encoding'] = envelope.contentEncoding;
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers,
      body: envelope.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      outcome: 'answered',
      status: response.status,
      contentType: response.headers.get('content-type'),
      retryAfter: response.headers.get('retry-after'),
      sentryRateLimits: response.headers.get('x-sentry-rate-limits'),
      body: Buffer.from(await response.arrayBuffer()),
    };
  } catch (error) {
    if (field(error, 'name') === 'TimeoutError') return { outcome: 'timeout' };
    const cause: unknown = field(error, 'cause');
    return { outcome: 'unreachable', reason: String(field(cause, 'code') ?? field(error, 'message') ?? error) };
  }
}

/** Reads a property of a thrown value without trusting its class (fetch's errors come from another realm under jest). */
function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined;
}
