import { Query } from '@nestjs/cqrs';
import type { ProfileView } from '@creators/contracts';

/** The signed-in creator's own profile, as their dashboard (and `/api/auth/me`) shows it. */
export class GetMyProfile extends Query<ProfileView> {
  constructor(readonly creatorId: string) {
    super();
  }
}
