import type { EntitlementData, EntitlementEvent, LicenceData } from '@creators/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { entitlementDecider } from './entitlement.decider.js';

const given = deciderSpec(entitlementDecider);
const holder: EntitlementData = { itemId: 'i1', kind: 'vectors', sellerId: 'seller', accountId: 'buyer' };
const licence = (orderId: string): LicenceData => ({
  ...holder,
  orderId,
  licenceId: `lic_${orderId}`,
  amount: 3000,
  currency: 'USD',
});
const got: EntitlementEvent = { type: 'ItemGot', data: holder };
const issued = (orderId: string): EntitlementEvent => ({ type: 'LicenceIssued', data: licence(orderId) });
const revoked = (orderId: string): EntitlementEvent => ({
  type: 'LicenceRevoked',
  data: { ...licence(orderId), reason: 'refunded' },
});

describe('the entitlement decider', () => {
  it('records a free get once', () => {
    given([]).when({ type: 'GetItem', holder }).then([got]);
    given([got]).when({ type: 'GetItem', holder }).then([]);
  });
  it('refuses getting your own item', () => {
    given([])
      .when({ type: 'GetItem', holder: { ...holder, accountId: 'seller' } })
      .thenRefuses('own_item');
  });
  it('issues one licence per account and item', () => {
    given([])
      .when({ type: 'IssueLicence', licence: licence('o1') })
      .then([issued('o1')]);
    given([issued('o1')])
      .when({ type: 'IssueLicence', licence: licence('o1') })
      .then([]);
    given([issued('o1')])
      .when({ type: 'IssueLicence', licence: licence('o2') })
      .thenRefuses('already_owned');
  });
  it('revokes only its own order’s licence, and then the item may be bought again', () => {
    given([issued('o1')])
      .when({ type: 'RevokeLicence', licence: licence('o1'), reason: 'refunded' })
      .then([revoked('o1')]);
    given([issued('o1')])
      .when({ type: 'RevokeLicence', licence: licence('o2'), reason: 'refunded' })
      .then([]);
    given([issued('o1'), revoked('o1')])
      .when({ type: 'IssueLicence', licence: licence('o2') })
      .then([issued('o2')]);
  });
  it('a licence after a free get (the item became paid) is issued', () => {
    given([got])
      .when({ type: 'IssueLicence', licence: licence('o1') })
      .then([issued('o1')]);
  });
});
