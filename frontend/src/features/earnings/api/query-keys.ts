/** `['earnings', ...]`: the creator's money: balances and payouts, and sales with their refunds. */
export const earningsKeys = {
  all: ['earnings'] as const,
  summary: () => [...earningsKeys.all, 'summary'] as const,
  sales: () => [...earningsKeys.all, 'sales'] as const,
  discountCodes: () => [...earningsKeys.all, 'discount-codes'] as const,
};
