import { Module } from '@nestjs/common';
import { OrderFollowUp } from './commands/order-follow-up.js';
import { GrantUnansweredRefundsHandler } from './commands/grant-unanswered-refunds/grant-unanswered-refunds.handler.js';
import { CreateDiscountCodeHandler } from './commands/create-discount-code/create-discount-code.handler.js';
import { ConnectPayoutAccountHandler } from './commands/connect-payout-account/connect-payout-account.handler.js';
import { PayOutBalancesHandler } from './commands/pay-out-balances/pay-out-balances.handler.js';
import { UpdatePayoutAccountHandler } from './commands/update-payout-account/update-payout-account.handler.js';
import { CompleteOrderFollowUpsHandler } from './commands/complete-order-follow-ups/complete-order-follow-ups.handler.js';
import { PayoutSchedule } from './commands/pay-out-balances/payout-schedule.js';
import { GetEarningsHandler, GetStatementHandler } from './queries/get-earnings/get-earnings.handler.js';
import { RefundOrderHandler } from './commands/refund-order/refund-order.handler.js';
import { RequestRefundHandler } from './commands/request-refund/request-refund.handler.js';
import { EarningsController } from './http/earnings.controller.js';
import { ListDiscountCodesHandler } from './queries/list-discount-codes/list-discount-codes.handler.js';
import { ListSalesHandler } from './queries/list-sales/list-sales.handler.js';
import { GetFreeItemHandler } from './commands/get-free-item/get-free-item.handler.js';
import { PayTestOrderHandler } from './commands/pay-test-order/pay-test-order.handler.js';
import { PlaceOrderHandler } from './commands/place-order/place-order.handler.js';
import { RecordDownloadHandler } from './commands/record-download/record-download.handler.js';
import { SettlePaymentHandler } from './commands/settle-payment/settle-payment.handler.js';
import { DownloadLinks } from './downloads/download-links.js';
import { Holdings } from './downloads/holdings.js';
import { CommerceNotices } from './notices/commerce-notices.js';
import { ReleaseNotices } from './notices/release-notices.js';
import { MuteReleaseNoticesHandler } from './commands/mute-release-notices/mute-release-notices.handler.js';
import { ReleaseNoticesController } from './http/release-notices.controller.js';
import { CommerceController } from './http/commerce.controller.js';
import { DownloadsController } from './http/downloads.controller.js';
import { PaymentWebhookController } from './http/payment-webhook.controller.js';
import { GetItemAccessHandler } from './queries/get-item-access/get-item-access.handler.js';
import { GetLibraryHandler } from './queries/get-library/get-library.handler.js';
import { GetOrderHandler } from './queries/get-order/get-order.handler.js';
import { OpenDownloadHandler } from './queries/open-download/open-download.handler.js';

/** Getting and buying: orders, payments, entitlements, the library and signed downloads (the payment gateway comes from the app). */
@Module({
  controllers: [
    CommerceController,
    EarningsController,
    DownloadsController,
    PaymentWebhookController,
    ReleaseNoticesController,
  ],
  providers: [
    DownloadLinks,
    CommerceNotices,
    ReleaseNotices,
    MuteReleaseNoticesHandler,
    OrderFollowUp,
    RefundOrderHandler,
    RequestRefundHandler,
    GrantUnansweredRefundsHandler,
    PayoutSchedule,
    ConnectPayoutAccountHandler,
    CreateDiscountCodeHandler,
    PayOutBalancesHandler,
    UpdatePayoutAccountHandler,
    CompleteOrderFollowUpsHandler,
    GetEarningsHandler,
    GetStatementHandler,
    ListSalesHandler,
    ListDiscountCodesHandler,
    Holdings,
    GetFreeItemHandler,
    PlaceOrderHandler,
    SettlePaymentHandler,
    PayTestOrderHandler,
    RecordDownloadHandler,
    GetItemAccessHandler,
    GetOrderHandler,
    GetLibraryHandler,
    OpenDownloadHandler,
  ],
})
export class CommerceModule {}
