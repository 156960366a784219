import { useState } from 'react';
import type { FormErrors } from './form-errors.js';

/**
 * The refusal's messages that still hold: a field changed since the server refused it drops its
 * message (the person is fixing it); the others, and the general ones, stay until the next answer.
 */
export function useStandingErrors(
  /** The call's error as it came (a new one is a new refusal of the values then in the form). */
  error: unknown,
  errors: FormErrors,
  values: Readonly<Record<string, unknown>>,
): FormErrors {
  const [refused, setRefused] = useState<{
    readonly error: unknown;
    readonly values: Readonly<Record<string, unknown>>;
  }>({ error, values });
  // Derived during render, as React advises for state that follows a prop.
  if (refused.error !== error) setRefused({ error, values });
  const sent = refused.error === error ? refused.values : values;
  const byField = Object.fromEntries(
    Object.entries(errors.byField).filter(([field]) => Object.is(values[field], sent[field])),
  );
  return { byField, general: errors.general };
}
