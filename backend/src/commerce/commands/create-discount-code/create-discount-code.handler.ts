import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { discountStreamId } from '@creators/contracts';
import { findShownItem } from '@creators/projections';
import type { DocumentStore, EventStore } from '@creators/storage';
import { invalidField } from '../../../platform/domain-error.js';
import { handleCommand } from '../../../platform/event-sourcing.js';
import { ReadModelClock } from '../../../platform/read-model-clock.js';
import { DOCUMENT_STORE, EVENT_STORE } from '../../../platform/tokens.js';
import { discountDecider } from '../../domain/discount.decider.js';
import { CreateDiscountCode } from './create-discount-code.command.js';

@CommandHandler(CreateDiscountCode)
export class CreateDiscountCodeHandler implements ICommandHandler<CreateDiscountCode, { code: string }> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    private readonly clock: ReadModelClock,
  ) {}

  async execute({ request, metadata }: CreateDiscountCode): Promise<{ code: string }> {
    const creatorId = metadata.creatorId;
    const { percentOff, amountOff, currency, itemId, maxUses, expiresAt } = request;
    if ((percentOff === undefined) === (amountOff === undefined)) {
      throw invalidField('percentOff', 'give a percentage off or an amount off (not both)');
    }
    if (amountOff !== undefined && currency === undefined)
      throw invalidField('currency', 'an amount off needs its currency');
    // Only the creator's own items: anyone else's is not found.
    if (itemId !== undefined) {
      const item = await findShownItem(this.documents, itemId);
      if (item?.creatorId !== creatorId) throw invalidField('itemId', 'is not one of your published items');
    }
    const code = request.code.toUpperCase();
    const outcome = await handleCommand(
      this.events,
      discountStreamId(creatorId, code),
      discountDecider,
      {
        type: 'CreateCode',
        code: {
          creatorId,
          code,
          percentOff: percentOff ?? null,
          amountOff: amountOff ?? null,
          currency: amountOff === undefined ? null : (currency ?? null),
          itemId: itemId ?? null,
          maxUses: maxUses ?? null,
          expiresAt: expiresAt ?? null,
        },
      },
      metadata,
    );
    await this.clock.waitFor(outcome.position, 2000);
    return { code };
  }
}
