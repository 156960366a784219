import { orderStreamId } from '@creators/contracts';
import { EventLog } from '../testing/event-log.js';
import { project } from '../testing/project-events.js';
import { LEDGER_SALES, creatorLedgerProjector } from './creator-ledger.projector.js';

const placed = {
  orderId: 'o1',
  itemId: 'i1',
  kind: 'templates',
  sellerId: 'ada',
  buyerId: 'bo',
  amount: 1250,
  currency: 'USD',
  provider: 'test',
  checkoutId: 'o1',
};

describe('creator ledger projector', () => {
  it('keeps a sale from its payment, with the buyer’s request and its refund', async () => {
    const log = new EventLog()
      .at('2026-03-01T09:00:00.000Z')
      .append(orderStreamId('o1'), 'OrderPlaced', placed)
      .at('2026-03-01T09:01:00.000Z')
      .append(orderStreamId('o1'), 'OrderPaid', {
        orderId: 'o1',
        noticeId: 'n1',
        amount: 1250,
        currency: 'USD',
        paymentRef: 'p',
      })
      .at('2026-03-02T10:00:00.000Z')
      .append(orderStreamId('o1'), 'RefundRequested', {
        orderId: 'o1',
        reason: 'Broken',
        answerBy: '2026-03-09T10:00:00.000Z',
      });
    const model = await project(creatorLedgerProjector, log.events);
    expect(model.get(LEDGER_SALES, 'o1')).toMatchObject({
      sellerId: 'ada',
      status: 'paid',
      paidAt: '2026-03-01T09:01:00.000Z',
      requestStatus: 'open',
      requestReason: 'Broken',
      answerBy: '2026-03-09T10:00:00.000Z',
    });
    log.at('2026-03-09T11:00:00.000Z').append(orderStreamId('o1'), 'OrderRefunded', {
      orderId: 'o1',
      noticeId: 'r1',
      amount: 1250,
      currency: 'USD',
      cause: 'requested_by_buyer',
    });
    const after = await project(creatorLedgerProjector, log.events);
    expect(after.get(LEDGER_SALES, 'o1')).toMatchObject({
      status: 'refunded',
      refundedAt: '2026-03-09T11:00:00.000Z',
      refundCause: 'requested_by_buyer',
      requestStatus: 'none',
      answerBy: null,
    });
  });
});
