import type { SaleView } from '@creators/contracts';
import { useState } from 'react';
import { TableScroll } from '../../../components/charts/table-scroll.js';
import { errorText } from '../../../lib/error-text.js';
import { formatDate, formatMoney } from '../../../lib/format.js';
import { useRefundSale, type RefundAction } from '../api/refund-sale.js';
import { ReasonForm } from '../../../components/ui/reason-form.js';

/** The creator's sales, newest first, each with what may be done about its money. */
export function SalesTable({ sales }: { readonly sales: readonly SaleView[] }) {
  if (sales.length === 0) return <p className="muted">No sales yet: each sale shows here, with a way to refund it.</p>;
  return (
    <TableScroll label="Your sales">
      <table className="insight-table">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Item</th>
            <th scope="col">Paid on</th>
            <th scope="col">Amount</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {sales.map((sale) => (
            <SaleRow key={sale.orderId} sale={sale} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function SaleRow({ sale }: { readonly sale: SaleView }) {
  const refund = useRefundSale();
  const [asking, setAsking] = useState<Exclude<RefundAction, 'approve'> | null>(null);
  const act = (action: RefundAction, reason = '') => {
    refund.mutate(
      { orderId: sale.orderId, action, reason },
      {
        onSuccess: () => {
          setAsking(null);
        },
      },
    );
  };
  const request = sale.refundRequest;
  return (
    <tr>
      <td>{sale.orderNumber}</td>
      <td>{sale.title}</td>
      <td>
        <time dateTime={sale.paidAt}>{formatDate(sale.paidAt)}</time>
      </td>
      <td>{formatMoney(sale.amount, sale.currency)}</td>
      <td>
        {sale.status === 'refunded' ? (
          <span className="badge">Refunded</span>
        ) : request?.status === 'open' ? (
          <div>
            <p>
              The buyer asks for a refund: “{request.reason}”.
              {request.answerBy === null
                ? null
                : ` Granted by itself on ${formatDate(request.answerBy)} unless you answer.`}
            </p>
            {asking === 'decline' ? (
              <ReasonForm
                label="Why you decline"
                submitLabel="Decline the request"
                busy={refund.isPending}
                error={refund.isError ? errorText(refund.error) : undefined}
                onSubmit={(reason) => {
                  act('decline', reason);
                }}
                onCancel={() => {
                  setAsking(null);
                }}
              />
            ) : (
              <div className="actions">
                <button
                  type="button"
                  className="button"
                  disabled={refund.isPending}
                  onClick={() => {
                    act('approve');
                  }}
                >
                  Approve and refund
                </button>
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => {
                    setAsking('decline');
                  }}
                >
                  Decline
                </button>
              </div>
            )}
          </div>
        ) : asking === 'refund' ? (
          <ReasonForm
            label="Why you refund it"
            submitLabel={`Refund ${formatMoney(sale.amount, sale.currency)}`}
            busy={refund.isPending}
            error={refund.isError ? errorText(refund.error) : undefined}
            onSubmit={(reason) => {
              act('refund', reason);
            }}
            onCancel={() => {
              setAsking(null);
            }}
          />
        ) : (
          <>
            {request?.status === 'declined' ? <span className="muted">Request declined. </span> : null}
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                setAsking('refund');
              }}
            >
              Refund
            </button>
          </>
        )}
        {refund.isError && asking === null ? <p role="alert">{errorText(refund.error)}</p> : null}
      </td>
    </tr>
  );
}
