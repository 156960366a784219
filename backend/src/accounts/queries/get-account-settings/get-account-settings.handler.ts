import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AccountSettingsView } from '@creators/contracts';
import { accountError } from '../../accounts.errors.js';
import { CredentialStore } from '../../credentials/credential-store.js';
import { TwoFactorStore } from '../../credentials/two-factor-store.js';
import { GetAccountSettings } from './get-account-settings.query.js';

@QueryHandler(GetAccountSettings)
export class GetAccountSettingsHandler implements IQueryHandler<GetAccountSettings, AccountSettingsView> {
  constructor(
    private readonly credentials: CredentialStore,
    private readonly twoFactor: TwoFactorStore,
  ) {}

  async execute({ creatorId }: GetAccountSettings): Promise<AccountSettingsView> {
    const [account, twoFactor] = await Promise.all([
      this.credentials.ofCreator(creatorId),
      this.twoFactor.find(creatorId),
    ]);
    if (account === null) throw accountError('not_found', 'this creator has no account to sign in with');
    const enabled = (twoFactor?.secret ?? null) !== null;
    return {
      email: account.email,
      twoFactor: { enabled, recoveryCodesLeft: enabled ? (twoFactor?.recoveryCodeHashes.length ?? 0) : 0 },
    };
  }
}
