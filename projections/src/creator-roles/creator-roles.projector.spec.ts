import { project } from '../testing/project-events.js';
import { recorded } from '../testing/recorded.js';
import { CREATOR_ROLES, creatorRolesProjector } from './creator-roles.projector.js';

describe('creator roles projector', () => {
  const signedUp = { type: 'CreatorSignedUp', data: { creatorId: 'u1', handle: 'ada', name: 'Ada' } };
  const granted = { type: 'AnalystRoleGranted', data: { creatorId: 'u1' } };
  const revoked = { type: 'AnalystRoleRevoked', data: { creatorId: 'u1' } };

  it('given only a sign-up, holds no document: no roles', async () => {
    const model = await project(creatorRolesProjector, recorded('creator-u1', [signedUp]));
    expect(model.all(CREATOR_ROLES)).toEqual([]);
  });

  it('given a grant, holds the analyst role; a second grant changes nothing', async () => {
    const model = await project(creatorRolesProjector, recorded('creator-u1', [signedUp, granted, granted]));
    expect(model.all(CREATOR_ROLES)).toEqual([{ id: 'u1', roles: ['analyst'] }]);
  });

  it('given a grant then a revoke, holds no role any more; a grant again restores it', async () => {
    const revokedModel = await project(creatorRolesProjector, recorded('creator-u1', [signedUp, granted, revoked]));
    expect(revokedModel.get(CREATOR_ROLES, 'u1')).toEqual({ id: 'u1', roles: [] });
    const again = await project(creatorRolesProjector, recorded('creator-u1', [signedUp, granted, revoked, granted]));
    expect(again.get(CREATOR_ROLES, 'u1')).toEqual({ id: 'u1', roles: ['analyst'] });
  });
});
