import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/** Nest's start-up chatter (modules loaded, routes mapped): useful when debugging, noise otherwise. */
const BOOTSTRAP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

const looksLikeStack = (text: string): boolean => /\n\s+at /.test(text);

/**
 * Nest's logger, written as the gateway's JSON lines. Nest passes the context (a class name) as
 * the last argument and, for errors, a stack before it.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: readonly unknown[]): void {
    const rest = [...params];
    const last = rest.at(-1);
    const context = typeof last === 'string' && !looksLikeStack(last) ? last : undefined;
    if (context !== undefined) rest.pop();
    const stack = rest.find((p): p is string => typeof p === 'string' && looksLikeStack(p));
    const fields: Record<string, unknown> = { context };
    if (stack !== undefined) fields.stack = stack;
    const at = level === 'info' && context !== undefined && BOOTSTRAP_CONTEXTS.has(context) ? 'debug' : level;
    if (message instanceof Error) this.logger[at]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[at]({ ...fields, ...message });
    else this.logger[at](fields, String(message));
  }
}
