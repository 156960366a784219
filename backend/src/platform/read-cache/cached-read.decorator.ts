import { SetMetadata } from '@nestjs/common';

export const CACHED_READ = 'cachedRead';

export interface CachedReadPolicy {
  /** A signed-in visitor gets another answer (e.g. "liked by me"): only anonymous answers are shared. */
  readonly variesByViewer: boolean;
}

/**
 * A public GET whose answer depends only on the request and the read models: kept per generation
 * of the read models and answered with a validator (platform/read-cache). Only for @Public() routes.
 */
export const CachedRead = (options: Partial<CachedReadPolicy> = {}): MethodDecorator & ClassDecorator =>
  SetMetadata(CACHED_READ, { variesByViewer: options.variesByViewer ?? false } satisfies CachedReadPolicy);
