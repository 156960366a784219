import { resolve } from 'node:path';
import { readConfiguration, type Configuration } from '@creators/storage';

/**
 * Everything the gateway reads from its environment: the product's shared configuration (checked
 * in @creators/storage, where the worker and the history CLI read it too) and where the built
 * frontend is.
 */
export interface AppConfig extends Configuration {
  readonly frontendDir: string;
}

/** Throws a `ConfigurationError` naming the first refused variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    ...readConfiguration(env),
    frontendDir: resolve(env.FRONTEND_DIR?.trim() || new URL('../../frontend/dist', import.meta.url).pathname),
  };
}
