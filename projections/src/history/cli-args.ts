import type { ParseArgsConfig } from 'node:util';
import { EventFilterError, parseEventFilter, type EventFilter, type FilterParameter } from './event-filter.js';

/** A command-line mistake: printed with a pointer to `--help`, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The command ran but the answer is a failure (a check that did not pass, nothing to act on): exit code 1. */
export class CommandFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandFailed';
  }
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** The filter flags `events`, `export` and `stats` share, spelled as the API's parameters in kebab case. */
export const FILTER_OPTIONS = {
  stream: { type: 'string' },
  'stream-prefix': { type: 'string' },
  type: { type: 'string' },
  'from-position': { type: 'string' },
  'to-position': { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
} as const satisfies Options;

export const FILTER_HELP = `Filters (all optional, all bounds inclusive):
  --stream ID            one stream, e.g. template-3f2a...
  --stream-prefix TEXT   streams starting with TEXT, e.g. template-
  --type A,B             event types, e.g. TemplatePublished,TemplateUnpublished
  --from-position N      --to-position N   a range of global positions
  --from TIME            --to TIME         a time range (ISO; a date alone is a whole UTC day)`;

const flagOf = (parameter: string): string => `--${parameter.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The shared filter flags as an EventFilter; a refused value becomes a usage error naming its flag. */
export function filterFrom(values: Readonly<Record<string, unknown>>): EventFilter {
  const text = (flag: string): string | undefined => {
    const value = values[flag];
    return typeof value === 'string' ? value : undefined;
  };
  const raw: Partial<Record<FilterParameter, string>> = {
    stream: text('stream'),
    streamPrefix: text('stream-prefix'),
    type: text('type'),
    fromPosition: text('from-position'),
    toPosition: text('to-position'),
    from: text('from'),
    to: text('to'),
  };
  try {
    return parseEventFilter(raw);
  } catch (error) {
    if (error instanceof EventFilterError)
      throw new UsageError(error.problems.map((p) => `${flagOf(p.field)} ${p.message}`).join('\n'));
    throw error;
  }
}

/** Runs `parseArgs` (given strict options), turning its complaints into usage errors. */
export function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** A whole number flag within bounds, or the default. */
export function intOption(
  value: unknown,
  flag: string,
  fallback: number,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}`);
  return n;
}

/** One of the allowed words, or the default. */
export function choice<T extends string>(value: unknown, flag: string, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}`);
  return found;
}
