import { majorUnits, orderNumber, type EarningsBalance, type EarningsMonth } from '@creators/contracts';
import type { PayoutDoc, SaleDoc } from '@creators/projections';

const DAY_MS = 24 * 60 * 60 * 1000;

const zero = (currency: string): EarningsBalance => ({
  currency,
  gross: 0,
  fees: 0,
  refunds: 0,
  net: 0,
  pending: 0,
  available: 0,
  paidOut: 0,
  paidDirect: 0,
});

/**
 * A creator's balances per currency from their ledger: what buyers paid, less refunds and the
 * product's fee on the sales that stand; of that, sales paid straight to the creator's account
 * are theirs already, sales younger than the hold are pending, and what is none of these nor
 * paid out is available.
 */
export function balancesOf(
  sales: readonly SaleDoc[],
  payouts: readonly PayoutDoc[],
  nowMs: number,
  holdDays: number,
): EarningsBalance[] {
  const byCurrency = new Map<string, EarningsBalance>();
  const add = (currency: string, change: Partial<Omit<EarningsBalance, 'currency'>>): void => {
    const current = byCurrency.get(currency) ?? zero(currency);
    byCurrency.set(currency, {
      currency,
      gross: current.gross + (change.gross ?? 0),
      fees: current.fees + (change.fees ?? 0),
      refunds: current.refunds + (change.refunds ?? 0),
      net: 0,
      pending: current.pending + (change.pending ?? 0),
      available: 0,
      paidOut: current.paidOut + (change.paidOut ?? 0),
      paidDirect: current.paidDirect + (change.paidDirect ?? 0),
    });
  };
  for (const sale of sales) {
    const refunded = sale.status === 'refunded';
    const young = sale.paidAt !== null && nowMs - Date.parse(sale.paidAt) < holdDays * DAY_MS;
    const kept = refunded ? 0 : sale.amount - sale.fee;
    add(sale.currency, {
      gross: sale.amount,
      refunds: refunded ? sale.amount : 0,
      fees: refunded ? 0 : sale.fee,
      // A destination charge's refund takes the money back from the creator's account.
      paidDirect: sale.direct ? kept : 0,
      pending: !sale.direct && young ? kept : 0,
    });
  }
  for (const payout of payouts) add(payout.currency, { paidOut: payout.amount });
  return [...byCurrency.values()]
    .map((balance) => {
      const net = balance.gross - balance.refunds - balance.fees;
      return { ...balance, net, available: net - balance.pending - balance.paidOut - balance.paidDirect };
    })
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Per month (of the sale, or of the refund) and currency, oldest first. */
export function monthsOf(sales: readonly SaleDoc[]): EarningsMonth[] {
  const rows = new Map<string, EarningsMonth>();
  const add = (month: string, currency: string, gross: number, fees: number, refunds: number): void => {
    const key = `${month} ${currency}`;
    const row = rows.get(key) ?? { month, currency, gross: 0, fees: 0, refunds: 0, net: 0 };
    const next = { ...row, gross: row.gross + gross, fees: row.fees + fees, refunds: row.refunds + refunds };
    rows.set(key, { ...next, net: next.gross - next.fees - next.refunds });
  };
  for (const sale of sales) {
    if (sale.paidAt === null) continue;
    add(sale.paidAt.slice(0, 7), sale.currency, sale.amount, sale.fee, 0);
    // A refund gives the sale's money back, and the product its fee, in the month it happens.
    if (sale.refundedAt !== null) add(sale.refundedAt.slice(0, 7), sale.currency, 0, -sale.fee, sale.amount);
  }
  return [...rows.values()].sort((a, b) => (a.month + a.currency).localeCompare(b.month + b.currency));
}

const csvCell = (value: string): string => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * One month's statement as CSV: every sale, refund and payout of that month (UTC), amounts in
 * major units of their currency, a line each, oldest first.
 */
export function statementCsv(
  month: string,
  sales: readonly SaleDoc[],
  payouts: readonly PayoutDoc[],
  titleOf: (itemId: string) => string,
): string {
  type Line = readonly [string, string, string, string, string, number, number];
  const lines: Line[] = [];
  for (const sale of sales) {
    const number = orderNumber(sale.orderId);
    const title = titleOf(sale.itemId);
    if (sale.paidAt?.startsWith(month) === true) {
      lines.push([sale.paidAt, 'sale', number, title, sale.currency, sale.amount, -sale.fee]);
      // Paid straight to the creator's account: it leaves the balance as it comes in.
      if (sale.direct)
        lines.push([sale.paidAt, 'paid_direct', number, title, sale.currency, sale.fee - sale.amount, 0]);
    }
    if (sale.refundedAt?.startsWith(month) === true) {
      lines.push([sale.refundedAt, 'refund', number, title, sale.currency, -sale.amount, sale.fee]);
      if (sale.direct) {
        lines.push([sale.refundedAt, 'direct_reversed', number, title, sale.currency, sale.amount - sale.fee, 0]);
      }
    }
  }
  for (const payout of payouts) {
    if (payout.sentAt.startsWith(month)) {
      lines.push([payout.sentAt, 'payout', '', '', payout.currency, -payout.amount, 0]);
    }
  }
  lines.sort((a, b) => a[0].localeCompare(b[0]));
  const header = 'date,type,order,item,currency,amount,platform_fee,net';
  const rows = lines.map(([at, type, number, title, currency, amount, fee]) =>
    [
      at,
      type,
      number,
      csvCell(title),
      currency,
      majorUnits(amount, currency),
      majorUnits(fee, currency),
      majorUnits(amount + fee, currency),
    ].join(','),
  );
  return [header, ...rows].join('\r\n') + '\r\n';
}
