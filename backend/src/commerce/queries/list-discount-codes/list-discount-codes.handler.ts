import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DiscountCodeView } from '@creators/contracts';
import { listDiscountCodes } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { DOCUMENT_STORE } from '../../../platform/tokens.js';
import { ListDiscountCodes } from './list-discount-codes.query.js';

@QueryHandler(ListDiscountCodes)
export class ListDiscountCodesHandler implements IQueryHandler<ListDiscountCodes, { items: DiscountCodeView[] }> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ creatorId }: ListDiscountCodes): Promise<{ items: DiscountCodeView[] }> {
    const codes = await listDiscountCodes(this.documents, creatorId);
    return {
      items: codes.map(({ code, percentOff, amountOff, currency, itemId, maxUses, expiresAt, uses }) => ({
        code,
        percentOff,
        amountOff,
        currency,
        itemId,
        maxUses,
        expiresAt,
        uses,
      })),
    };
  }
}
