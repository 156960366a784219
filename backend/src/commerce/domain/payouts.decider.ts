import { asPayoutEvent, type PayoutAccountConnectedData, type PayoutEvent } from '@creators/contracts';
import type { Decider } from '../../platform/event-sourcing.js';
import { commerceError } from '../commerce.errors.js';

export type PayoutCommand =
  | { readonly type: 'ConnectAccount'; readonly account: PayoutAccountConnectedData }
  | {
      readonly type: 'SendPayout';
      readonly payoutId: string;
      readonly creatorId: string;
      readonly currency: string;
      readonly amount: number;
      /** What the caller saw paid out so far in this currency: a payout another sweep sent meanwhile makes this one nothing. */
      readonly paidSoFar: number;
    };

export interface PayoutState {
  readonly account: PayoutAccountConnectedData | null;
  /** Paid out so far, per currency (minor units). */
  readonly paid: Readonly<Record<string, number>>;
}

/** A creator's payouts: one account, then payouts of what is available, never the same money twice. */
export const payoutsDecider: Decider<PayoutState, PayoutCommand, PayoutEvent> = {
  initial: { account: null, paid: {} },
  read: asPayoutEvent,
  evolve: (state, event) => {
    switch (event.type) {
      case 'PayoutAccountConnected':
        return { ...state, account: event.data };
      case 'PayoutSent': {
        const { currency, amount } = event.data;
        return { ...state, paid: { ...state.paid, [currency]: (state.paid[currency] ?? 0) + amount } };
      }
    }
  },
  decide: (command, { account, paid }) => {
    switch (command.type) {
      case 'ConnectAccount':
        return account === null ? [{ type: 'PayoutAccountConnected', data: command.account }] : [];
      case 'SendPayout': {
        if (account === null) throw commerceError('no_payout_account', 'connect a payout account first');
        const { payoutId, creatorId, currency, amount, paidSoFar } = command;
        if (amount <= 0 || (paid[currency] ?? 0) !== paidSoFar) return [];
        return [{ type: 'PayoutSent', data: { creatorId, payoutId, amount, currency } }];
      }
    }
  },
};
