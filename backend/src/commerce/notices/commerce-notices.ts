import { Inject, Injectable } from '@nestjs/common';
import {
  moneyText,
  orderNumber,
  type OrderPlacedData,
  type OrderRefundedData,
  type RefundCause,
  type RefundRequestedData,
} from '@creators/contracts';
import { findItemDeliverables } from '@creators/projections';
import type { DocumentStore } from '@creators/storage';
import { ACCOUNT_EMAILS, type AccountEmails } from '../../platform/account-emails.js';
import { PublicOrigin } from '../../platform/http/public-origin.js';
import { composeMail } from '../../platform/mail/composed-mail.js';
import { Outbox } from '../../platform/mail/outbox.js';
import { DOCUMENT_STORE } from '../../platform/tokens.js';

const REFUND_WORDS: Record<RefundCause | 'provider', string> = {
  duplicate_payment: 'You had already bought this item through another order, so this second payment was given back.',
  refunded_by_creator: 'The creator refunded it.',
  requested_by_buyer: 'You asked for a refund, and it was granted.',
  provider: 'The payment was refunded.',
};

/**
 * The e-mail that follows money: a receipt to the buyer and a sale notice to the creator once an
 * order is paid, and a notice to each when it is refunded. Each is keyed by its order, so a notice
 * heard again (a provider's retry, a repeated command) sends nothing twice.
 */
@Injectable()
export class CommerceNotices {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(ACCOUNT_EMAILS) private readonly emails: AccountEmails,
    private readonly outbox: Outbox,
    private readonly origin: PublicOrigin,
  ) {}

  async paid(order: OrderPlacedData, licenceId: string): Promise<void> {
    const { title, number, amount, origin } = await this.about(order);
    const buyer = await this.emails.addressOf(order.buyerId);
    if (buyer !== null) {
      await this.outbox.send(
        composeMail({
          to: buyer,
          subject: `Your receipt for “${title}” (order ${number})`,
          paragraphs: [`Thank you for buying “${title}”. It is in your library, with its files and its licence.`],
          rows: [
            ['Item', title],
            ['Amount paid', amount],
            ['Order number', number],
            ['Licence', licenceId],
          ],
          action: { label: 'Open your library', url: `${origin}/library?order=${encodeURIComponent(order.orderId)}` },
        }),
        `receipt-${order.orderId}`,
      );
    }
    const seller = await this.emails.addressOf(order.sellerId);
    if (seller !== null) {
      await this.outbox.send(
        composeMail({
          to: seller,
          subject: `You made a sale: “${title}” (${amount})`,
          paragraphs: [`Someone bought “${title}”.`],
          rows: [
            ['Item', title],
            ['Price paid', amount],
            ['Order number', number],
          ],
          action: { label: 'See your earnings', url: `${origin}/dashboard/earnings` },
        }),
        `sale-${order.orderId}`,
      );
    }
  }

  /** The creator hears of a buyer's refund request, and until when they may answer it. */
  async refundRequested(order: OrderPlacedData, request: RefundRequestedData): Promise<void> {
    const { title, number, amount, origin } = await this.about(order);
    const seller = await this.emails.addressOf(order.sellerId);
    if (seller === null) return;
    await this.outbox.send(
      composeMail({
        to: seller,
        subject: `A buyer asks for a refund: “${title}” (order ${number})`,
        paragraphs: [
          `The buyer of “${title}” (${amount}) asks for a refund. Their reason: ${request.reason}`,
          `Approve or decline it by ${request.answerBy.slice(0, 10)}. If you do not answer by then, the refund is granted.`,
        ],
        rows: [
          ['Order number', number],
          ['Answer by', request.answerBy.slice(0, 10)],
        ],
        action: { label: 'Answer it in your dashboard', url: `${origin}/dashboard/earnings` },
      }),
      `refund-request-${order.orderId}`,
    );
  }

  async refunded(order: OrderPlacedData, refund: OrderRefundedData | null): Promise<void> {
    const cause = refund?.cause;
    const { title, number, amount, origin } = await this.about(order);
    const buyer = await this.emails.addressOf(order.buyerId);
    if (buyer !== null) {
      const kept = cause === 'duplicate_payment';
      await this.outbox.send(
        composeMail({
          to: buyer,
          subject: `Refunded: “${title}” (order ${number})`,
          paragraphs: [
            `${amount} for “${title}” is on its way back to you.`,
            REFUND_WORDS[cause ?? 'provider'],
            ...(refund?.note === undefined ? [] : [`The reason given: ${refund.note}`]),
            kept
              ? 'You keep the item through your other order.'
              : 'The item has left your library and its download links no longer work.',
          ],
          rows: [
            ['Amount refunded', amount],
            ['Order number', number],
          ],
          action: { label: 'Open your library', url: `${origin}/library` },
        }),
        `refund-buyer-${order.orderId}`,
      );
    }
    // A payment the product gave back by itself was never the creator's sale.
    const seller = cause === 'duplicate_payment' ? null : await this.emails.addressOf(order.sellerId);
    if (seller !== null) {
      await this.outbox.send(
        composeMail({
          to: seller,
          subject: `A sale was refunded: “${title}” (${amount})`,
          paragraphs: [
            `The sale of “${title}” (order ${number}) was refunded: ${amount} goes back to the buyer, and the buyer no longer holds the item.`,
          ],
          rows: [
            ['Amount refunded', amount],
            ['Order number', number],
          ],
          action: { label: 'See your earnings', url: `${origin}/dashboard/earnings` },
        }),
        `refund-seller-${order.orderId}`,
      );
    }
  }

  /**
   * Whether every notice an order's state calls for is in the outbox: false after a crash between
   * the order's events and its mail (or for someone without an address, whose follow-up is
   * repeated harmlessly: its keys send nothing twice).
   */
  async allSent(order: OrderPlacedData, refund: OrderRefundedData | null): Promise<boolean> {
    const { orderId } = order;
    const keys =
      refund === null
        ? [`receipt-${orderId}`, `sale-${orderId}`]
        : refund.cause === 'duplicate_payment'
          ? [`refund-buyer-${orderId}`]
          : [`refund-buyer-${orderId}`, `refund-seller-${orderId}`];
    const sent = await Promise.all(keys.map((key) => this.outbox.has(key)));
    return sent.every(Boolean);
  }

  private async about(order: OrderPlacedData) {
    const item = await findItemDeliverables(this.documents, order.itemId);
    return {
      title: item?.title ?? 'A deleted item',
      number: orderNumber(order.orderId),
      amount: moneyText(order.amount, order.currency),
      origin: this.origin.get(),
    };
  }
}
