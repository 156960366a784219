import { Inject, Injectable } from '@nestjs/common';
import { accountStreamId } from '@creators/contracts';
import type { EventStore } from '@creators/storage';
import type { CommandMetadata } from '../../platform/command-metadata.js';
import { handleCommand } from '../../platform/event-sourcing.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { accountDecider, type AccountCommand } from '../domain/account.decider.js';

/** An account's stream (`account-<creatorId>`): each change to how its creator signs in, decided and appended. */
@Injectable()
export class AccountStream {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async decide(command: AccountCommand, metadata: CommandMetadata): Promise<{ readonly position: number }> {
    const outcome = await handleCommand(this.events, accountStreamId(command.creatorId), accountDecider, command, {
      ...metadata,
      // An account's own changes are never made against a revision a client saw.
      expectedRevision: null,
    });
    return { position: outcome.position };
  }
}
