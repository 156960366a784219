import { Body, Controller, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountAnswer } from '@creators/contracts';
import { startSessionCookie } from '../../accounts/http/session-cookie.js';
import type { CommandMetadata } from '../../platform/command-metadata.js';
import { Metadata } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { Public } from '../../platform/public.decorator.js';
import { RateLimiter, type RateLimit } from '../../platform/rate-limits.js';
import { Join } from '../commands/join/join.command.js';
import { SignUpDto } from './sign-up.dto.js';

/** New accounts one address may open an hour: a household's, not a script's. */
export const SIGN_UPS_PER_ADDRESS: RateLimit = { name: 'sign-ups', limit: 10, windowMs: 3_600_000 };

/** `POST /api/auth/sign-up`: a new creator with their account, signed in at once. */
@ApiTags('accounts')
@Controller('api/auth')
export class SignUpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @Post('sign-up')
  @ApiBody({ type: SignUpDto })
  @Header('Cache-Control', 'no-store')
  @HttpCode(201)
  async signUp(
    @Body() body: unknown,
    @Metadata() metadata: CommandMetadata,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountAnswer> {
    const joining = validateBody(SignUpDto, body);
    // Each sign-up costs a password hash (argon2, by design slow): a few an hour per address.
    await this.limiter.take(SIGN_UPS_PER_ADDRESS, request.ip, 'sign-ups from this address');
    const answer = await this.commands.execute(new Join(joining, metadata));
    await startSessionCookie(this.commands, answer.creator.id, request, reply);
    return answer;
  }
}
