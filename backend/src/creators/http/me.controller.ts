import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { isRole, type MeView } from '@creators/contracts';
import { CREATOR_ROLES } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { CurrentActor, type Actor } from '../../platform/http/request-context.js';
import { DOCUMENT_STORE } from '../../platform/tokens.js';
import { GetMyProfile } from '../queries/get-my-profile/get-my-profile.query.js';

/** `GET /api/auth/me`: who is signed in, as the account menu shows them (signed in only). */
@ApiTags('accounts')
@Controller('api/auth')
export class MeController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  @Get('me')
  async me(@CurrentActor() actor: Actor): Promise<MeView> {
    const [{ id, handle, name, avatarUrl, avatar }, held] = await Promise.all([
      this.queries.execute(new GetMyProfile(actor.creatorId)),
      // The same read model the role guard asks: the menu offers what the server would let through.
      this.documents.get(CREATOR_ROLES, actor.creatorId),
    ]);
    return {
      id,
      handle,
      name,
      avatarUrl,
      ...(avatar === undefined ? {} : { avatar }),
      roles: (held?.roles ?? []).filter(isRole),
    };
  }
}
