import { Body, Controller, Get, Header, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type {
  AccountSessionView,
  AccountSettingsView,
  LinkSent,
  RecoveryCodes,
  TwoFactorSetup,
} from '@creators/contracts';
import type { CommandMetadata, SignedInMetadata } from '../../platform/command-metadata.js';
import { PublicOrigin } from '../../platform/http/public-origin.js';
import { type Actor, CurrentActor, Metadata, SignedIn } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { Public } from '../../platform/public.decorator.js';
import { ChangePassword } from '../commands/change-password/change-password.command.js';
import { ConfirmEmailChange } from '../commands/confirm-email-change/confirm-email-change.command.js';
import { DisableTwoFactor } from '../commands/disable-two-factor/disable-two-factor.command.js';
import { EnableTwoFactor } from '../commands/enable-two-factor/enable-two-factor.command.js';
import { RequestEmailChange } from '../commands/request-email-change/request-email-change.command.js';
import { SetUpTwoFactor } from '../commands/set-up-two-factor/set-up-two-factor.command.js';
import { SignOutOthers } from '../commands/sign-out-others/sign-out-others.command.js';
import { GetAccountSettings } from '../queries/get-account-settings/get-account-settings.query.js';
import { ListSessions } from '../queries/list-sessions/list-sessions.query.js';
import {
  ChangeEmailDto,
  ChangePasswordDto,
  ConfirmEmailDto,
  DisableTwoFactorDto,
  TwoFactorCodeDto,
} from './auth.dto.js';

/** The signed-in creator's sign-in settings: password, address, sessions and two-factor sign-in. */
@ApiTags('accounts')
@Controller('api/account')
export class AccountController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly publicOrigin: PublicOrigin,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  settings(@CurrentActor() actor: Actor): Promise<AccountSettingsView> {
    return this.queries.execute(new GetAccountSettings(actor.creatorId));
  }

  @Post('password')
  @ApiBody({ type: ChangePasswordDto })
  @HttpCode(204)
  async changePassword(
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    const { currentPassword, newPassword } = validateBody(ChangePasswordDto, body);
    const origin = this.publicOrigin.get();
    await this.commands.execute(
      new ChangePassword(currentPassword, newPassword, actor.sessionId, request.ip, origin, metadata),
    );
  }

  @Post('email')
  @ApiBody({ type: ChangeEmailDto })
  @HttpCode(202)
  changeEmail(
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
    @Req() request: FastifyRequest,
  ): Promise<LinkSent> {
    const { password, email } = validateBody(ChangeEmailDto, body);
    const origin = this.publicOrigin.get();
    return this.commands.execute(new RequestEmailChange(password, email, request.ip, origin, metadata));
  }

  /** Public: the link may be opened in another browser than the one signed in. */
  @Public()
  @Post('email/confirm')
  @ApiBody({ type: ConfirmEmailDto })
  @Header('Cache-Control', 'no-store')
  @HttpCode(200)
  confirmEmail(@Body() body: unknown, @Metadata() metadata: CommandMetadata): Promise<{ readonly email: string }> {
    const { token } = validateBody(ConfirmEmailDto, body);
    return this.commands.execute(new ConfirmEmailChange(token, metadata));
  }

  @Get('sessions')
  @Header('Cache-Control', 'no-store')
  sessions(@CurrentActor() actor: Actor): Promise<{ readonly items: AccountSessionView[] }> {
    return this.queries.execute(new ListSessions(actor.creatorId, actor.sessionId));
  }

  @Post('sessions/sign-out-others')
  @HttpCode(200)
  signOutOthers(
    @SignedIn() metadata: SignedInMetadata,
    @CurrentActor() actor: Actor,
  ): Promise<{ readonly sessionsEnded: number }> {
    return this.commands.execute(new SignOutOthers(actor.sessionId, metadata));
  }

  @Post('two-factor/setup')
  @Header('Cache-Control', 'no-store')
  @HttpCode(201)
  setUpTwoFactor(@CurrentActor() actor: Actor): Promise<TwoFactorSetup> {
    return this.commands.execute(new SetUpTwoFactor(actor.creatorId));
  }

  @Post('two-factor/enable')
  @ApiBody({ type: TwoFactorCodeDto })
  @Header('Cache-Control', 'no-store')
  @HttpCode(200)
  enableTwoFactor(
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
    @Req() request: FastifyRequest,
  ): Promise<RecoveryCodes> {
    const { code } = validateBody(TwoFactorCodeDto, body);
    return this.commands.execute(new EnableTwoFactor(code, request.ip, metadata));
  }

  @Post('two-factor/disable')
  @ApiBody({ type: DisableTwoFactorDto })
  @HttpCode(204)
  async disableTwoFactor(
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    const { password, code } = validateBody(DisableTwoFactorDto, body);
    await this.commands.execute(new DisableTwoFactor(password, code, request.ip, metadata));
  }
}
