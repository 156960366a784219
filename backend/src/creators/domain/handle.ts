import { isReservedHandle } from '@creators/contracts';
import { invalidField } from '../../platform/domain-error.js';
import { creatorError } from '../creators.errors.js';

/** A handle: 3 to 30 letters, digits, `-` or `_`, starting with a letter. */
export const HANDLE = /^[A-Za-z][A-Za-z0-9_-]{2,29}$/;
export const HANDLE_RULE = 'must be 3 to 30 letters, digits, - or _, starting with a letter';

/** Refuses a handle that is malformed or reserved, naming the `handle` field. */
export function checkHandle(handle: string): void {
  if (!HANDLE.test(handle)) throw invalidField('handle', HANDLE_RULE);
  if (isReservedHandle(handle)) {
    throw creatorError('reserved_handle', `handle: "${handle}" is reserved`, [
      { field: 'handle', message: 'is reserved; choose another' },
    ]);
  }
}
