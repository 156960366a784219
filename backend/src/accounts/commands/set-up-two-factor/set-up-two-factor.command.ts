import { Command } from '@nestjs/cqrs';
import type { TwoFactorSetup } from '@creators/contracts';

/** A new authenticator secret for the signed-in creator, on once a code from the app confirms it. */
export class SetUpTwoFactor extends Command<TwoFactorSetup> {
  constructor(readonly creatorId: string) {
    super();
  }
}
