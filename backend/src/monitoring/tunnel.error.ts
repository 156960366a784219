/** Every way the /monitoring tunnel refuses or fails; `tunnelProblem` turns each into HTTP. */
export type TunnelErrorCode =
  | 'rate_limited'
  | 'empty_envelope'
  | 'malformed_envelope'
  | 'unsupported_media_type'
  | 'envelope_too_large'
  | 'dsn_not_accepted'
  | 'query_mismatch'
  | 'upstream_rate_limited'
  | 'upstream_failed'
  | 'upstream_unreachable'
  | 'upstream_timeout'
  | 'internal_error';

export class TunnelError extends Error {
  constructor(
    readonly code: TunnelErrorCode,
    readonly detail: string,
    /** Headers the answer carries, such as Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(detail);
    this.name = 'TunnelError';
  }
}
