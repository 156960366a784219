import { Module, type DynamicModule } from '@nestjs/common';
import { ClientConfigController } from './client-config.controller.js';
import { DEFAULT_TUNNEL_OPTIONS, EnvelopeTunnel, TUNNEL_OPTIONS, type TunnelOptions } from './envelope-tunnel.js';
import { MonitoringController } from './monitoring.controller.js';

/**
 * Error reporting: the /monitoring tunnel for the browser's envelopes and the browser's run-time
 * Sentry settings. The gateway's own unexpected errors are reported by the app-wide problem filter
 * through report-unexpected.ts, once instrument.ts has started the SDK. Needs APP_CONFIG.
 *
 * `reporting`: the gateway reports its errors (SENTRY_DSN is set). Only then does every request go
 * through Sentry's interceptor, which names the report after its route (otherwise it would cost
 * every request an interceptor for nothing), and only then is Sentry's module loaded.
 */
@Module({})
export class MonitoringModule {
  static async register(reporting: boolean, options: Partial<TunnelOptions> = {}): Promise<DynamicModule> {
    return {
      module: MonitoringModule,
      imports: reporting ? [(await import('@sentry/nestjs/setup')).SentryModule.forRoot()] : [],
      controllers: [MonitoringController, ClientConfigController],
      providers: [
        {
          provide: TUNNEL_OPTIONS,
          useValue: {
            upstreamTimeoutMs: options.upstreamTimeoutMs ?? DEFAULT_TUNNEL_OPTIONS.upstreamTimeoutMs,
            rateLimit: options.rateLimit ?? DEFAULT_TUNNEL_OPTIONS.rateLimit,
          } satisfies TunnelOptions,
        },
        EnvelopeTunnel,
      ],
    };
  }
}
