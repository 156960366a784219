import { ApiTags } from '@nestjs/swagger';
import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { AppConfig } from '../config.js';
import { Public } from '../platform/public.decorator.js';
import { APP_CONFIG } from '../platform/tokens.js';

/** What the browser's error reporter (@sentry/browser) needs at run time; its DSN is the server's SENTRY_DSN. */
export interface ClientConfig {
  readonly sentryDsn: string | null;
  readonly release: string;
  readonly environment: string;
}

@Public()
@ApiTags('monitoring')
@Controller('api/client-config')
export class ClientConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  read(): ClientConfig {
    return { sentryDsn: this.config.sentryDsn, release: this.config.release, environment: this.config.environment };
  }
}
