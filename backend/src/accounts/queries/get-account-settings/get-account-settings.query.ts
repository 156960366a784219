import { Query } from '@nestjs/cqrs';
import type { AccountSettingsView } from '@creators/contracts';

/** The signed-in creator's sign-in settings: their address and two-factor sign-in. */
export class GetAccountSettings extends Query<AccountSettingsView> {
  constructor(readonly creatorId: string) {
    super();
  }
}
