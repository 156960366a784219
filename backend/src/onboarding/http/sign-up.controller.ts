import { Body, Controller, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountAnswer, SignUpRequested } from '@creators/contracts';
import { startSessionCookie } from '../../accounts/http/session-cookie.js';
import type { CommandMetadata } from '../../platform/command-metadata.js';
import { isDomainError } from '../../platform/domain-error.js';
import { Metadata } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { Public } from '../../platform/public.decorator.js';
import { RateLimiter, type RateLimit } from '../../platform/rate-limits.js';
import { ConfirmSignUp } from '../commands/confirm-sign-up/confirm-sign-up.command.js';
import { RequestSignUp } from '../commands/request-sign-up/request-sign-up.command.js';
import { ConfirmSignUpDto, SignUpDto } from './sign-up.dto.js';

/** Sign-ups one address may ask for an hour: a household's, not a script's. */
export const SIGN_UPS_PER_ADDRESS: RateLimit = { name: 'sign-ups', limit: 10, windowMs: 3_600_000 };

/**
 * `POST /api/auth/sign-up`: an e-mail to the address (202, the same answer whether it has an
 * account or not); `POST /api/auth/sign-up/confirm`: the link's token makes the creator and their
 * account, signed in at once (201).
 */
@ApiTags('accounts')
@Controller('api/auth/sign-up')
export class SignUpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @Post()
  @ApiBody({ type: SignUpDto })
  @Header('Cache-Control', 'no-store')
  @HttpCode(202)
  async signUp(@Body() body: unknown, @Req() request: FastifyRequest): Promise<SignUpRequested> {
    const joining = validateBody(SignUpDto, body);
    // Each sign-up costs a password hash (argon2, by design slow) and an e-mail: a few an hour per address.
    await this.limiter.take(SIGN_UPS_PER_ADDRESS, request.ip, 'sign-ups from this address');
    try {
      return await this.commands.execute(new RequestSignUp(joining));
    } catch (error) {
      // A refused sign-up sent no mail: fixing the form and trying again does not use up the hour.
      if (isDomainError(error) && error.code !== 'rate_limited')
        await this.limiter.forgive(SIGN_UPS_PER_ADDRESS, request.ip);
      throw error;
    }
  }

  @Public()
  @Post('confirm')
  @ApiBody({ type: ConfirmSignUpDto })
  @Header('Cache-Control', 'no-store')
  @HttpCode(201)
  async confirm(
    @Body() body: unknown,
    @Metadata() metadata: CommandMetadata,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountAnswer> {
    const { token } = validateBody(ConfirmSignUpDto, body);
    const answer = await this.commands.execute(new ConfirmSignUp(token, metadata));
    await startSessionCookie(this.commands, answer.creator.id, request, reply);
    return answer;
  }
}
