import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Earnings } from '@creators/contracts';
import { findItemDeliverables, findPayoutAccount, listPayouts, listSales } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import type { AppConfig } from '../../../config.js';
import { APP_CONFIG, DOCUMENT_STORE } from '../../../platform/tokens.js';
import { balancesOf, monthsOf, statementCsv } from './earnings.js';
import { GetEarnings, GetStatement } from './get-earnings.query.js';

@QueryHandler(GetEarnings)
export class GetEarningsHandler implements IQueryHandler<GetEarnings, Earnings> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'platformFeePercent' | 'payoutHoldDays'>,
  ) {}

  async execute({ creatorId, now }: GetEarnings): Promise<Earnings> {
    const [sales, payouts, account] = await Promise.all([
      listSales(this.documents, creatorId),
      listPayouts(this.documents, creatorId),
      findPayoutAccount(this.documents, creatorId),
    ]);
    return {
      feePercent: this.config.platformFeePercent,
      holdDays: this.config.payoutHoldDays,
      balances: balancesOf(sales, payouts, now.getTime(), this.config.payoutHoldDays),
      months: monthsOf(sales),
      payouts: payouts.map(({ id, amount, currency, sentAt, transferredAt }) => ({
        payoutId: id,
        amount,
        currency,
        sentAt,
        transferredAt,
      })),
      account:
        account === null
          ? null
          : {
              provider: account.provider,
              accountRef: account.accountRef,
              testMode: account.provider === 'test',
              ready: account.ready,
            },
    };
  }
}

@QueryHandler(GetStatement)
export class GetStatementHandler implements IQueryHandler<GetStatement, string> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ creatorId, month }: GetStatement): Promise<string> {
    const [sales, payouts] = await Promise.all([
      listSales(this.documents, creatorId),
      listPayouts(this.documents, creatorId),
    ]);
    const titles = new Map<string, string>();
    for (const itemId of new Set(sales.map((sale) => sale.itemId))) {
      titles.set(itemId, (await findItemDeliverables(this.documents, itemId))?.title ?? 'A deleted item');
    }
    return statementCsv(month, sales, payouts, (itemId) => titles.get(itemId) ?? 'A deleted item');
  }
}
