import { Body, Controller, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountAnswer, SignInAnswer } from '@creators/contracts';
import type { CommandMetadata } from '../../platform/command-metadata.js';
import { Metadata } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { Public } from '../../platform/public.decorator.js';
import { AnswerSecondFactor } from '../commands/answer-second-factor/answer-second-factor.command.js';
import { SignIn } from '../commands/sign-in/sign-in.command.js';
import { SignOut } from '../commands/sign-out/sign-out.command.js';
import { SecondFactorDto, SignInDto } from './auth.dto.js';
import { endedSessionCookie, startSessionCookie } from './session-cookie.js';

/** Sign-in (in one or two steps) and sign-out (public); sign-up joins a creator and an account (onboarding). */
@ApiTags('accounts')
@Controller('api/auth')
export class AuthController {
  constructor(private readonly commands: CommandBus) {}

  /** Signed in (a session cookie), or, when the account asks for a code, a challenge to answer with one. */
  @Public()
  @Post('sign-in')
  @ApiBody({ type: SignInDto })
  @Header('Cache-Control', 'no-store')
  @HttpCode(200)
  async signIn(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInAnswer> {
    const { email, password } = validateBody(SignInDto, body);
    const answer = await this.commands.execute(new SignIn(email, password, request.ip));
    if ('creator' in answer) await startSessionCookie(this.commands, answer.creator.id, request, reply);
    return answer;
  }

  @Public()
  @Post('sign-in/second-factor')
  @ApiBody({ type: SecondFactorDto })
  @Header('Cache-Control', 'no-store')
  @HttpCode(200)
  async secondFactor(
    @Body() body: unknown,
    @Metadata() metadata: CommandMetadata,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountAnswer> {
    const { challenge, code } = validateBody(SecondFactorDto, body);
    const answer = await this.commands.execute(new AnswerSecondFactor(challenge, code, request.ip, metadata));
    await startSessionCookie(this.commands, answer.creator.id, request, reply);
    return answer;
  }

  @Public()
  @Post('sign-out')
  @Header('Cache-Control', 'no-store')
  @HttpCode(204)
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.commands.execute(new SignOut(request.actor?.sessionId ?? null));
    void reply.header('set-cookie', endedSessionCookie(request));
  }
}
