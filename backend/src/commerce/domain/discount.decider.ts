import { asDiscountEvent, type DiscountCodeCreatedData, type DiscountEvent } from '@creators/contracts';
import type { Decider } from '../../platform/event-sourcing.js';
import { commerceError } from '../commerce.errors.js';

export type DiscountCommand =
  | { readonly type: 'CreateCode'; readonly code: DiscountCodeCreatedData }
  | {
      readonly type: 'UseCode';
      readonly orderId: string;
      readonly item: DiscountedItem;
      readonly now: string;
    };

/** What a code is checked against: the item being bought, and its price now. */
export interface DiscountedItem {
  readonly itemId: string;
  readonly creatorId: string;
  readonly amount: number;
  readonly currency: string;
}

export interface DiscountState {
  readonly code: DiscountCodeCreatedData | null;
  readonly orders: readonly string[];
}

const refused = (message: string) => commerceError('discount_code_invalid', message);

/**
 * What a code takes off this item's price: refused (naming why) when there is no such code, it is
 * another creator's, for another item, expired, used up, in another currency, or would leave
 * nothing to pay.
 */
export function discountedPrice(
  { code, orders }: DiscountState,
  item: DiscountedItem,
  now: string,
  orderId: string,
): number {
  if (code === null || code.creatorId !== item.creatorId) throw refused('there is no such discount code');
  if (code.itemId !== null && code.itemId !== item.itemId) throw refused('this code is for another item');
  if (code.expiresAt !== null && Date.parse(now) >= Date.parse(code.expiresAt)) throw refused('this code has expired');
  if (code.maxUses !== null && orders.length >= code.maxUses && !orders.includes(orderId)) {
    throw refused('this code has been used as many times as it may be');
  }
  if (code.amountOff !== null && code.currency !== item.currency)
    throw refused(`this code is in ${code.currency ?? ''}`);
  const off = code.percentOff !== null ? Math.round((item.amount * code.percentOff) / 100) : (code.amountOff ?? 0);
  const left = item.amount - off;
  if (left < 1) throw refused('this code would leave nothing to pay');
  return left;
}

/** A creator's discount code: made once, then used by orders up to its limit, before it expires. */
export const discountDecider: Decider<DiscountState, DiscountCommand, DiscountEvent> = {
  initial: { code: null, orders: [] },
  read: asDiscountEvent,
  evolve: (state, event) =>
    event.type === 'DiscountCodeCreated'
      ? { ...state, code: event.data }
      : { ...state, orders: [...state.orders, event.data.orderId] },
  decide: (command, state) => {
    if (command.type === 'CreateCode') {
      if (state.code !== null) throw commerceError('discount_code_taken', 'you have a code of this name already');
      return [{ type: 'DiscountCodeCreated', data: command.code }];
    }
    discountedPrice(state, command.item, command.now, command.orderId);
    if (state.orders.includes(command.orderId) || state.code === null) return [];
    const { creatorId, code } = state.code;
    return [{ type: 'DiscountCodeUsed', data: { creatorId, code, orderId: command.orderId } }];
  },
};
