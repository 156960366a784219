import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { reportUnexpectedError } from '../platform/error-reporting/report-unexpected.js';
import { sendProblem, sendTunnelProblem } from './tunnel-problem.js';
import { TunnelError } from './tunnel.error.js';

/** Every answer of the tunnel that is not a success is problem+json, never a stack trace. */
@Catch()
export class TunnelProblemFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (exception instanceof TunnelError) {
      void sendTunnelProblem(reply, exception);
    } else if (exception instanceof HttpException) {
      // Raised around the handler, by a guard for instance.
      const status = exception.getStatus();
      void sendProblem(reply, { type: 'about:blank', title: exception.name, status, detail: exception.message });
    } else {
      reportUnexpectedError(exception);
      void sendTunnelProblem(reply, new TunnelError('internal_error', 'the envelope could not be handled'));
    }
  }
}
