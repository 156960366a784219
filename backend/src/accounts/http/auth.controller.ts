import { Body, Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountAnswer, CreatorSummary, MeView } from '@creators/contracts';
import { GetMyProfile } from '../../creators/queries/get-my-profile/get-my-profile.query.js';
import type { CommandMetadata } from '../../platform/command-metadata.js';
import { sessionCookie } from '../../platform/http/cookies.js';
import { CurrentActor, Metadata, type Actor } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { Public } from '../../platform/public.decorator.js';
import { SignIn } from '../commands/sign-in/sign-in.command.js';
import { SignOut } from '../commands/sign-out/sign-out.command.js';
import { SignUp } from '../commands/sign-up/sign-up.command.js';
import { StartSession } from '../commands/start-session/start-session.command.js';
import { SESSION_COOKIE, SESSION_DAYS } from '../sessions/session-store.js';
import { SignInDto, SignUpDto } from './auth.dto.js';

const secure = (request: FastifyRequest): boolean => request.protocol === 'https';

/** Sign-up, sign-in and sign-out (public), and who is signed in (`me`, signed in only). */
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Post('sign-up')
  @Header('Cache-Control', 'no-store')
  @HttpCode(201)
  async signUp(
    @Body() body: unknown,
    @Metadata() metadata: CommandMetadata,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountAnswer> {
    const answer = await this.commands.execute(new SignUp(validateBody(SignUpDto, body), metadata));
    await this.startSession(answer.creator, request, reply);
    return answer;
  }

  @Public()
  @Post('sign-in')
  @Header('Cache-Control', 'no-store')
  @HttpCode(200)
  async signIn(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountAnswer> {
    const { email, password } = validateBody(SignInDto, body);
    const answer = await this.commands.execute(new SignIn(email, password, request.ip));
    await this.startSession(answer.creator, request, reply);
    return answer;
  }

  @Public()
  @Post('sign-out')
  @Header('Cache-Control', 'no-store')
  @HttpCode(204)
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.commands.execute(new SignOut(request.actor?.sessionId ?? null));
    void reply.header('set-cookie', sessionCookie(SESSION_COOKIE, '', { maxAgeSeconds: 0, secure: secure(request) }));
  }

  @Get('me')
  @Header('Cache-Control', 'no-store')
  async me(@CurrentActor() actor: Actor): Promise<MeView> {
    const { id, handle, name, avatarUrl } = await this.queries.execute(new GetMyProfile(actor.creatorId));
    return { id, handle, name, avatarUrl };
  }

  /** A fresh session (the one the request came with, if any, ends) in an HttpOnly, SameSite=Lax cookie. */
  private async startSession(creator: CreatorSummary, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const replaces = request.actor?.sessionId ?? null;
    const { token } = await this.commands.execute(new StartSession(creator.id, creator.handle, replaces));
    const maxAgeSeconds = SESSION_DAYS * 86_400;
    void reply.header('set-cookie', sessionCookie(SESSION_COOKIE, token, { maxAgeSeconds, secure: secure(request) }));
  }
}
