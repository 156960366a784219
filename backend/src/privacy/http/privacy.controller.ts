import { Body, Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErasureReceipt } from '@creators/contracts';
import type { SignedInMetadata } from '../../platform/command-metadata.js';
import { SignedIn } from '../../platform/http/request-context.js';
import { validateBody } from '../../platform/http/validation.js';
import { EraseAccount } from '../commands/erase-account/erase-account.command.js';
import { ExportPersonalData } from '../commands/export-personal-data/export-personal-data.command.js';
import { EraseAccountDto } from './privacy.dto.js';

/** A creator's own data: taking a copy of it, and deleting their account for good. */
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

  /**
   * Everything the product holds about the signed-in creator, as a ZIP of JSON files and their
   * uploads, built from the log; an e-mail tells them it was taken.
   */
  @Get('data')
  @ApiProduces('application/zip')
  async data(@SignedIn() metadata: SignedInMetadata, @Res() reply: FastifyReply): Promise<void> {
    const { fileName, body } = await this.commands.execute(new ExportPersonalData(metadata));
    await reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  }
}
