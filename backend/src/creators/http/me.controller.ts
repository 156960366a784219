import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { MeView } from '@creators/contracts';
import { CurrentActor, type Actor } from '../../platform/http/request-context.js';
import { GetMyProfile } from '../queries/get-my-profile/get-my-profile.query.js';

/** `GET /api/auth/me`: who is signed in, as the account menu shows them (signed in only). */
@ApiTags('accounts')
@Controller('api/auth')
export class MeController {
  constructor(private readonly queries: QueryBus) {}

  @Get('me')
  async me(@CurrentActor() actor: Actor): Promise<MeView> {
    const { id, handle, name, avatarUrl, avatar } = await this.queries.execute(new GetMyProfile(actor.creatorId));
    return { id, handle, name, avatarUrl, ...(avatar === undefined ? {} : { avatar }) };
  }
}
