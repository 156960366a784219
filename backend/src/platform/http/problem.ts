import type { ProblemDocument } from '@creators/contracts';
import type { FieldMessage } from '../domain-error.js';

/** How an error code answers over HTTP. */
export interface ProblemType {
  readonly status: number;
  readonly title: string;
  /** Retry-After, in seconds, when the error itself does not say. */
  readonly retryAfter?: number;
}

/** Every error code's problem type: the one exhaustive table lives at the edge (app/problem-types.ts). */
export type ProblemTypes = Readonly<Record<string, ProblemType>>;
export const PROBLEM_TYPES = Symbol('ProblemTypes');

const UNKNOWN_CODE: ProblemType = { status: 500, title: 'Internal error' };

/** An RFC 9457 problem document for an error code. */
export function problemFor(
  types: ProblemTypes,
  code: string,
  detail: string,
  errors: readonly FieldMessage[] = [],
): ProblemDocument {
  const { status, title } = types[code] ?? UNKNOWN_CODE;
  return {
    type: `/problems/${code.replaceAll('_', '-')}`,
    title,
    status,
    detail,
    ...(errors.length > 0 ? { errors } : {}),
  };
}
