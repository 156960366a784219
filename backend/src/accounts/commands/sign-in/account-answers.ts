import { Inject, Injectable } from '@nestjs/common';
import { creatorStreamId, type AccountAnswer } from '@creators/contracts';
import { findCreatorProfile } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { ReadModelClock } from '../../../platform/read-model-clock.js';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';

/** The answer to a completed sign-in: the creator as they stand now (their handle may have changed since sign-up). */
@Injectable()
export class AccountAnswers {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly clock: ReadModelClock,
  ) {}

  async of(creatorId: string): Promise<AccountAnswer | null> {
    const profile = await this.clock.readOwn(creatorStreamId(creatorId), () =>
      findCreatorProfile(this.documents, creatorId),
    );
    if (profile === null) return null;
    return {
      creator: { id: creatorId, handle: profile.handle, name: profile.name },
      position: String(await this.clock.position()),
    };
  }
}
