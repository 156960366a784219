import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { LinkSent } from '@creators/contracts';
import type { CommandMetadata } from '../../platform/command-metadata.js';
import { PublicOrigin } from '../../platform/http/public-origin.js';
import { Metadata } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { Public } from '../../platform/public.decorator.js';
import { RateLimiter, type RateLimit } from '../../platform/rate-limits.js';
import { RequestPasswordReset } from '../commands/request-password-reset/request-password-reset.command.js';
import { ResetPassword } from '../commands/reset-password/reset-password.command.js';
import { ForgotPasswordDto, ResetPasswordDto } from './auth.dto.js';

/** Reset links one network address may ask for an hour: a forgetful household's, not a script's. */
export const PASSWORD_RESETS_PER_ADDRESS: RateLimit = { name: 'password-resets', limit: 10, windowMs: 3_600_000 };

/**
 * `POST /api/auth/password-reset`: a link to the address (202, the same answer whether it has an
 * account or not); `POST /api/auth/password-reset/confirm`: the link's token and a new password (204).
 */
@ApiTags('accounts')
@Controller('api/auth/password-reset')
export class PasswordResetController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
    private readonly publicOrigin: PublicOrigin,
  ) {}

  @Public()
  @Post()
  @ApiBody({ type: ForgotPasswordDto })
  @Header('Cache-Control', 'no-store')
  @HttpCode(202)
  async request(
    @Body() body: unknown,
    @Metadata() metadata: CommandMetadata,
    @Req() request: FastifyRequest,
  ): Promise<LinkSent> {
    const { email } = validateBody(ForgotPasswordDto, body);
    await this.limiter.take(PASSWORD_RESETS_PER_ADDRESS, request.ip, 'password resets from this address');
    return this.commands.execute(new RequestPasswordReset(email, this.publicOrigin.get(), metadata));
  }

  @Public()
  @Post('confirm')
  @ApiBody({ type: ResetPasswordDto })
  @Header('Cache-Control', 'no-store')
  @HttpCode(204)
  async reset(@Body() body: unknown, @Metadata() metadata: CommandMetadata): Promise<void> {
    const { token, password } = validateBody(ResetPasswordDto, body);
    await this.commands.execute(new ResetPassword(token, password, this.publicOrigin.get(), metadata));
  }
}
