import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { ErasureReceipt } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { SignedIn } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { EraseAccount } from '../commands/erase-account/erase-account.command.js';
import { EraseAccountDto } from './privacy.dto.js';

/** A creator's own data: deleting their account for good. */
@ApiTags('accounts')
@Controller('api/account')
export class PrivacyController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Deletes the account: what others saw of it is withdrawn, its personal details in the log made
   * unreadable, its sign-in gone; a receipt is mailed to its address first.
   */
  @Post('erase')
  @ApiBody({ type: EraseAccountDto })
  @Header('Cache-Control', 'no-store')
  @HttpCode(200)
  erase(
    @Body() body: unknown,
    @SignedIn() metadata: SignedInMetadata,
    @Req() request: FastifyRequest,
  ): Promise<ErasureReceipt> {
    const { password, code } = validateBody(EraseAccountDto, body);
    return this.commands.execute(new EraseAccount(password, code ?? null, request.ip, metadata));
  }
}
