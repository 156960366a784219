import type { TestCardPayment } from '@creators/contracts';

/**
 * The test checkout's card form: typing aids and checks before anything is sent. Nothing here
 * keeps a card; the functions take text and give text or messages.
 */

/** The two cards the test checkout knows, as Stripe's test cards behave. */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** `4242424242424242` -> `4242 4242 4242 4242`, as typed (at most 19 digits). */
export const formatCardNumber = (text: string): string =>
  digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** `1` -> `1`, `12` -> `12/`, `123` -> `12/3`, as typed; deleting the slash is not fought. */
export function formatExpiry(text: string, deleting = false): string {
  const digits = digitsOf(text).slice(0, 4);
  if (digits.length < 2 || (digits.length === 2 && deleting)) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export const formatCvc = (text: string): string => digitsOf(text).slice(0, 4);

/** The Luhn checksum every card number carries: catches a mistyped digit before the server does. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardField = keyof TestCardPayment;

export type CardErrors = Partial<Record<CardField, string>>;

/** What is wrong with each field, in words; empty when the card can be sent. `now` is passed in for tests. */
export function cardErrors(card: TestCardPayment, now: Date): CardErrors {
  const errors: CardErrors = {};
  const number = digitsOf(card.cardNumber);
  if (number === '') errors.cardNumber = 'Enter the card number.';
  else if (/[^\d\s]/.test(card.cardNumber)) errors.cardNumber = 'A card number has only digits.';
  else if (number.length < 13 || number.length > 19) errors.cardNumber = 'A card number has 13 to 19 digits.';
  else if (!luhnValid(number)) errors.cardNumber = 'This card number is not valid: check for a mistyped digit.';

  const expiry = /^(\d{2})\/(\d{2})$/.exec(card.expiry.trim());
  if (card.expiry.trim() === '') errors.expiry = 'Enter the expiry date.';
  else if (expiry === null) errors.expiry = 'Write the expiry date as MM/YY, for example 12/34.';
  else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    if (month < 1 || month > 12) errors.expiry = 'The month must be from 01 to 12.';
    // A card is good until the end of its expiry month.
    else if (year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth()) errors.expiry = 'This card has expired.';
  }

  if (card.cvc.trim() === '') errors.cvc = 'Enter the security code (CVC).';
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'The security code is 3 or 4 digits.';
  return errors;
}

/** The card as the server takes it: digits only, no spaces. */
export const cardPayment = (card: TestCardPayment): TestCardPayment => ({
  cardNumber: digitsOf(card.cardNumber),
  expiry: card.expiry.trim(),
  cvc: card.cvc.trim(),
});
