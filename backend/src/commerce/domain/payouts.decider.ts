import { asPayoutEvent, type PayoutAccountConnectedData, type PayoutEvent } from '@creators/contracts';
import type { Decider } from '../../platform/event-sourcing.js';
import { commerceError } from '../commerce.errors.js';

export type PayoutCommand =
  | { readonly type: 'ConnectAccount'; readonly account: PayoutAccountConnectedData }
  | { readonly type: 'UpdateAccount'; readonly accountRef: string; readonly ready: boolean }
  | {
      readonly type: 'SendPayout';
      readonly payoutId: string;
      readonly creatorId: string;
      readonly currency: string;
      readonly amount: number;
      /** What the caller saw paid out so far in this currency: a payout another sweep sent meanwhile makes this one nothing. */
      readonly paidSoFar: number;
    }
  | { readonly type: 'RecordTransfer'; readonly payoutId: string; readonly transferRef: string };

/** A payout decided but not yet moved by the provider. */
export interface UntransferredPayout {
  readonly payoutId: string;
  readonly amount: number;
  readonly currency: string;
}

export interface PayoutState {
  readonly account: PayoutAccountConnectedData | null;
  /** Whether the account takes money: test mode at once, Stripe once onboarded. */
  readonly ready: boolean;
  /** Paid out so far, per currency (minor units). */
  readonly paid: Readonly<Record<string, number>>;
  /** Payouts sent whose money the provider has not moved yet, oldest first. */
  readonly untransferred: readonly UntransferredPayout[];
}

/**
 * A creator's payouts: one account, then payouts of what is available, never the same money
 * twice, each then moved by the provider once (its transfer recorded). Nothing is paid to an
 * account that does not take money yet.
 */
export const payoutsDecider: Decider<PayoutState, PayoutCommand, PayoutEvent> = {
  initial: { account: null, ready: false, paid: {}, untransferred: [] },
  read: asPayoutEvent,
  evolve: (state, event) => {
    switch (event.type) {
      case 'PayoutAccountConnected':
        return { ...state, account: event.data, ready: event.data.ready ?? event.data.provider === 'test' };
      case 'PayoutAccountUpdated':
        return { ...state, ready: event.data.ready };
      case 'PayoutSent': {
        const { payoutId, currency, amount } = event.data;
        return {
          ...state,
          paid: { ...state.paid, [currency]: (state.paid[currency] ?? 0) + amount },
          untransferred: [...state.untransferred, { payoutId, amount, currency }],
        };
      }
      case 'PayoutTransferred':
        return {
          ...state,
          untransferred: state.untransferred.filter(({ payoutId }) => payoutId !== event.data.payoutId),
        };
    }
  },
  decide: (command, { account, ready, paid, untransferred }) => {
    switch (command.type) {
      case 'ConnectAccount':
        return account === null ? [{ type: 'PayoutAccountConnected', data: command.account }] : [];
      case 'UpdateAccount': {
        // A notice about another account (one replaced since) or saying nothing new changes nothing.
        if (account === null || account.accountRef !== command.accountRef || ready === command.ready) return [];
        const { creatorId, accountRef } = account;
        return [{ type: 'PayoutAccountUpdated', data: { creatorId, accountRef, ready: command.ready } }];
      }
      case 'SendPayout': {
        if (account === null) throw commerceError('no_payout_account', 'connect a payout account first');
        if (!ready) throw commerceError('payout_account_not_ready', 'finish setting up the payout account first');
        const { payoutId, creatorId, currency, amount, paidSoFar } = command;
        if (amount <= 0 || (paid[currency] ?? 0) !== paidSoFar) return [];
        return [{ type: 'PayoutSent', data: { creatorId, payoutId, amount, currency } }];
      }
      case 'RecordTransfer': {
        if (account === null || !untransferred.some(({ payoutId }) => payoutId === command.payoutId)) return [];
        const { payoutId, transferRef } = command;
        return [{ type: 'PayoutTransferred', data: { creatorId: account.creatorId, payoutId, transferRef } }];
      }
    }
  },
};
