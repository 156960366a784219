import { DeadlineExceededError, UnavailableError, WrongExpectedVersionError } from '@eventstore/db-client';
import { MongoNetworkError, MongoServerError, MongoServerSelectionError } from 'mongodb';
import { isTransientStoreError } from './transient-error.js';

const withCode = (code: string): Error => Object.assign(new Error(code), { code });

describe('telling a store error that may pass from one that will not', () => {
  it('takes EventStoreDB timeouts, unavailability and leader changes as passing', () => {
    expect(isTransientStoreError(new DeadlineExceededError(undefined, 'deadline'))).toBe(true);
    expect(isTransientStoreError(new UnavailableError(undefined, 'restarting'))).toBe(true);
    expect(isTransientStoreError(Object.assign(new Error('not leader'), { type: 'not-leader' }))).toBe(true);
    const conflict = new WrongExpectedVersionError(undefined, { streamName: 's', expected: 0n, current: 1n });
    expect(isTransientStoreError(conflict)).toBe(false);
  });

  it('takes MongoDB network, selection and step-down errors, and those it labels retryable, as passing', () => {
    expect(isTransientStoreError(new MongoNetworkError('closed'))).toBe(true);
    expect(isTransientStoreError(new MongoServerSelectionError('no primary', { servers: new Map() } as never))).toBe(
      true,
    );
    expect(isTransientStoreError(new MongoServerError({ message: 'not primary', code: 10107 }))).toBe(true);
    const labelled = new MongoServerError({ message: 'write conflict', code: 112 });
    labelled.addErrorLabel('TransientTransactionError');
    expect(isTransientStoreError(labelled)).toBe(true);
    expect(isTransientStoreError(new MongoServerError({ message: 'duplicate key', code: 11000 }))).toBe(false);
  });

  it('takes a busy SQLite and broken sockets as passing, and anything else as not', () => {
    expect(isTransientStoreError(withCode('SQLITE_BUSY'))).toBe(true);
    expect(isTransientStoreError(withCode('SQLITE_BUSY_SNAPSHOT'))).toBe(true);
    expect(isTransientStoreError(withCode('ECONNRESET'))).toBe(true);
    expect(isTransientStoreError(withCode('SQLITE_CONSTRAINT'))).toBe(false);
    expect(isTransientStoreError(new TypeError('x is undefined'))).toBe(false);
    expect(isTransientStoreError('busy')).toBe(false);
    expect(isTransientStoreError(null)).toBe(false);
  });
});
