import { asCheckoutEvent, type CheckoutEvent, type CheckoutOpenedData } from '@creators/contracts';
import type { Decider } from '../../platform/event-sourcing.js';

export type CheckoutCommand = {
  readonly type: 'OpenCheckout';
  readonly opened: CheckoutOpenedData;
  /** The open order the caller found closed (paid elsewhere, refunded, expired), or null when none was open. */
  readonly replaces: string | null;
};

export interface CheckoutState {
  /** The order to resume while it waits for payment. */
  readonly openOrderId: string | null;
}

/**
 * One account's orders for one item, one open at a time. A new order replaces only the open order
 * the caller looked at: when another request opened one meanwhile (a double click, a second tab),
 * nothing is opened and the caller resumes that one.
 */
export const checkoutDecider: Decider<CheckoutState, CheckoutCommand, CheckoutEvent> = {
  initial: { openOrderId: null },
  read: asCheckoutEvent,
  evolve: (_, event) => ({ openOrderId: event.data.orderId }),
  decide: (command, { openOrderId }) =>
    openOrderId === command.replaces ? [{ type: 'CheckoutOpened', data: command.opened }] : [],
};
