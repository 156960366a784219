import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { EraseAccountHandler } from './commands/erase-account/erase-account.handler.js';
import { ExportPersonalDataHandler } from './commands/export-personal-data/export-personal-data.handler.js';
import { PrivacyController } from './http/privacy.controller.js';

/**
 * A person's own data: their data package and deleting their account reach every context (through their commands and
 * read models) and the log (their key destroyed), so it lives here rather than in any one of them.
 */
@Module({
  imports: [AccountsModule],
  controllers: [PrivacyController],
  providers: [EraseAccountHandler, ExportPersonalDataHandler],
})
export class PrivacyModule {}
