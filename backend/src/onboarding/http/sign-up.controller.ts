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
import { Join } from '../commands/join/join.command.js';
import { SignUpDto } from './sign-up.dto.js';

/** `POST /api/auth/sign-up`: a new creator with their account, signed in at once. */
@ApiTags('accounts')
@Controller('api/auth')
export class SignUpController {
  constructor(private readonly commands: CommandBus) {}

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
    const answer = await this.commands.execute(new Join(validateBody(SignUpDto, body), metadata));
    await startSessionCookie(this.commands, answer.creator.id, request, reply);
    return answer;
  }
}
