import { Inject, Injectable } from '@nestjs/common';
import { CREATOR_ROLES } from '@creators/projections';
import { PseudonymousEventStore, type DocumentStore, type EventStore } from '@creators/storage';
import { DOCUMENT_STORE, EVENT_STORE } from '../../platform/tokens.js';

/**
 * The log as one analyst may read it: with people's personal values for a holder of the
 * `personal-data` role, by their ids only for anyone else. An erased person's values read as
 * erased either way (their key is gone).
 */
@Injectable()
export class AnalystLog {
  private readonly pseudonymous: EventStore;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {
    this.pseudonymous = new PseudonymousEventStore(events);
  }

  async for(viewerId: string): Promise<EventStore> {
    const held = await this.documents.get(CREATOR_ROLES, viewerId);
    return held?.roles.includes('personal-data') === true ? this.events : this.pseudonymous;
  }
}
