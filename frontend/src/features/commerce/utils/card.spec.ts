import { cardErrors, cardPayment, formatCardNumber, formatCvc, formatExpiry, TEST_CARDS } from './card.js';

const now = new Date('2026-11-23T12:00:00Z');
const valid = { cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' };

describe('the card form', () => {
  it('groups the number by four as it is typed, and stops at 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242 42a42')).toBe('4242 4242');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('puts the slash in the expiry date, but lets it be deleted', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatCvc('12a34 5')).toBe('1234');
  });

  it('accepts both test cards', () => {
    expect(cardErrors(valid, now)).toEqual({});
    expect(cardErrors({ ...valid, cardNumber: TEST_CARDS.declined }, now)).toEqual({});
  });

  it('names what is wrong with each field', () => {
    expect(cardErrors({ cardNumber: '', expiry: '', cvc: '' }, now)).toEqual({
      cardNumber: 'Enter the card number.',
      expiry: 'Enter the expiry date.',
      cvc: 'Enter the security code (CVC).',
    });
    expect(cardErrors({ ...valid, cardNumber: '4242 4242 4242 4241' }, now).cardNumber).toMatch(/mistyped digit/);
    expect(cardErrors({ ...valid, cardNumber: '4242' }, now).cardNumber).toMatch(/13 to 19 digits/);
    expect(cardErrors({ ...valid, cardNumber: '4242-4242-4242-4242' }, now).cardNumber).toMatch(/only digits/);
    expect(cardErrors({ ...valid, expiry: '1234' }, now).expiry).toMatch(/MM\/YY/);
    expect(cardErrors({ ...valid, expiry: '13/30' }, now).expiry).toMatch(/01 to 12/);
    expect(cardErrors({ ...valid, cvc: '12' }, now).cvc).toMatch(/3 or 4 digits/);
  });

  it('takes a card until the end of its expiry month', () => {
    expect(cardErrors({ ...valid, expiry: '11/26' }, now).expiry).toBeUndefined();
    expect(cardErrors({ ...valid, expiry: '10/26' }, now).expiry).toBe('This card has expired.');
  });

  it('sends the number as digits only', () => {
    expect(cardPayment({ cardNumber: ' 4242 4242 4242 4242 ', expiry: ' 12/34', cvc: '123 ' })).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
  });
});
