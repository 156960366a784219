import { ApiError } from './api-client.js';
import { errorText } from './error-text.js';

/** A refused form: a message per field it has, and sentences about the rest. */
export interface FormErrors {
  readonly byField: Readonly<Partial<Record<string, string>>>;
  readonly general: readonly string[];
}

export const NO_FORM_ERRORS: FormErrors = { byField: {}, general: [] };

const sentence = (text: string): string => {
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
};

/** The most specific form field a server field name belongs to (`price.currency` before `price`). */
function fieldOf(serverField: string, fields: readonly string[]): string | undefined {
  return fields
    .filter(
      (field) => serverField === field || serverField.startsWith(`${field}.`) || serverField.startsWith(`${field}[`),
    )
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Sorts what a call was refused with into the form's fields (the server names each bad field),
 * and the rest: a message on a field the form does not show, or a refusal about no field at all.
 */
export function formErrorsOf(error: unknown, fields: readonly string[]): FormErrors {
  if (!(error instanceof ApiError) || error.problem.errors === undefined || error.problem.errors.length === 0) {
    return { byField: {}, general: [errorText(error)] };
  }
  const byField: Partial<Record<string, string>> = {};
  const general: string[] = [];
  for (const { field: serverField, message } of error.problem.errors) {
    const field = fieldOf(serverField, fields);
    if (field === undefined) general.push(sentence(`${serverField}: ${message}`));
    else byField[field] = byField[field] === undefined ? sentence(message) : `${byField[field]} ${sentence(message)}`;
  }
  return { byField, general };
}

export const hasFormErrors = (errors: FormErrors): boolean =>
  errors.general.length > 0 || Object.keys(errors.byField).length > 0;

/** Someone else changed the thing since the form was filled in: If-Match named an old revision. */
export const isStaleRevision = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.status === 412 || (error.status === 409 && (error.problem.errors ?? []).length === 0));
