import { Body, Controller, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountAnswer } from '@creators/contracts';
import { validateBody } from '../../platform/http/validation.js';
import { Public } from '../../platform/public.decorator.js';
import { SignIn } from '../commands/sign-in/sign-in.command.js';
import { SignOut } from '../commands/sign-out/sign-out.command.js';
import { SignInDto } from './auth.dto.js';
import { endedSessionCookie, startSessionCookie } from './session-cookie.js';

/** Sign-in and sign-out (public); sign-up joins a creator and an account (onboarding). */
@ApiTags('accounts')
@Controller('api/auth')
export class AuthController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('sign-in')
  @ApiBody({ type: SignInDto })
  @Header('Cache-Control', 'no-store')
  @HttpCode(200)
  async signIn(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountAnswer> {
    const { email, password } = validateBody(SignInDto, body);
    const answer = await this.commands.execute(new SignIn(email, password, request.ip));
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
