import { ApiError } from './api-client.js';

const sentence = (text: string): string => {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
};

const waitText = (seconds: number): string => {
  if (seconds < 90) return `${Math.max(1, Math.round(seconds))} seconds`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
};

/** One sentence a person can act on, for any error a call may end with. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) {
      return error.retryAfterSeconds === null
        ? 'Too many attempts. Please wait a little and try again.'
        : `Too many attempts. Please try again in ${waitText(error.retryAfterSeconds)}.`;
    }
    if (error.status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
    return sentence(error.problem.detail) || sentence(error.problem.title) || 'That did not work.';
  }
  // fetch rejects with a TypeError when the network is down.
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  return 'Something went wrong. Please try again.';
}
