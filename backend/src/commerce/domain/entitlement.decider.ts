import { asEntitlementEvent, type EntitlementData, type EntitlementEvent, type LicenceData } from '@creators/contracts';
import type { Decider } from '../../platform/event-sourcing.js';
import { commerceError } from '../commerce.errors.js';

export type EntitlementCommand =
  | { readonly type: 'GetItem'; readonly holder: EntitlementData }
  | { readonly type: 'IssueLicence'; readonly licence: LicenceData }
  | { readonly type: 'RevokeLicence'; readonly licence: LicenceData; readonly reason: string };

export interface EntitlementState {
  readonly got: boolean;
  readonly licence: LicenceData | null;
}

/**
 * What one account holds of one item: a free get, and at most one standing licence. Getting twice
 * changes nothing; a licence for the order that already holds it changes nothing; a second order's
 * licence is refused (the buyer holds the item already); a refund revokes its own order's licence.
 */
export const entitlementDecider: Decider<EntitlementState, EntitlementCommand, EntitlementEvent> = {
  initial: { got: false, licence: null },
  read: asEntitlementEvent,
  evolve: (state, event) => {
    switch (event.type) {
      case 'ItemGot':
        return { ...state, got: true };
      case 'LicenceIssued':
        return { ...state, licence: event.data };
      case 'LicenceRevoked':
        return { ...state, licence: null };
    }
  },
  decide: (command, { got, licence }) => {
    switch (command.type) {
      case 'GetItem':
        if (command.holder.accountId === command.holder.sellerId) {
          throw commerceError('own_item', 'this is your own item: it is yours already');
        }
        return got || licence !== null ? [] : [{ type: 'ItemGot', data: command.holder }];
      case 'IssueLicence':
        if (licence?.orderId === command.licence.orderId) return [];
        if (licence !== null) throw commerceError('already_owned', 'you hold a licence for this item already');
        return [{ type: 'LicenceIssued', data: command.licence }];
      case 'RevokeLicence':
        return licence?.orderId === command.licence.orderId
          ? [{ type: 'LicenceRevoked', data: { ...command.licence, reason: command.reason } }]
          : [];
    }
  },
};
