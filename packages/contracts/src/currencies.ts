/**
 * The currencies a price is given in, each with its minor unit (the digits after the decimal
 * point): amounts are stored, shown, put in JSON-LD and sent to Stripe in minor units of their
 * currency, so ¥500 is `500` and $5.00 is `500`. Three-decimal currencies (KWD, BHD) are left out:
 * Stripe takes them only in multiples of ten minor units.
 */
export const CURRENCIES = {
  USD: { minorUnits: 2 },
  EUR: { minorUnits: 2 },
  GBP: { minorUnits: 2 },
  CAD: { minorUnits: 2 },
  AUD: { minorUnits: 2 },
  JPY: { minorUnits: 0 },
} as const satisfies Record<string, { readonly minorUnits: number }>;

export type CurrencyCode = keyof typeof CURRENCIES;

export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

export const isCurrencyCode = (code: string): code is CurrencyCode => Object.hasOwn(CURRENCIES, code);

/** A listed currency's minor unit; 2 for a code recorded before the list was closed. */
export const minorUnitsOf = (currency: string): number =>
  isCurrencyCode(currency) ? CURRENCIES[currency].minorUnits : 2;

/** An amount in minor units as a decimal string in major units: `12.50` USD, `500` JPY. */
export const majorUnits = (amount: number, currency: string): string => {
  const digits = minorUnitsOf(currency);
  return (amount / 10 ** digits).toFixed(digits);
};

/** `12.50 USD`, `500 JPY`: an amount as plain text (receipts, statements, messages). */
export const moneyText = (amount: number, currency: string): string => `${majorUnits(amount, currency)} ${currency}`;
