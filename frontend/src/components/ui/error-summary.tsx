import { useEffect, useId, useRef } from 'react';
import type { FormErrors } from '../../lib/form-errors.js';

export interface SummaryEntry {
  readonly text: string;
  /** The id of the control the entry is about, so the entry can lead to it. */
  readonly controlId?: string;
}

interface ErrorSummaryProps {
  readonly title: string;
  readonly entries: readonly SummaryEntry[];
}

/**
 * The errors of a form above it. It takes focus when it appears, so a keyboard or screen-reader
 * user learns at once that the form was refused and can jump to each field. Give it a new `key`
 * per refused attempt so it takes focus again.
 */
export function ErrorSummary({ title, entries }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {entries.length > 0 && (
        <ul>
          {entries.map((entry) => (
            <li key={`${entry.controlId ?? ''}:${entry.text}`}>
              {entry.controlId === undefined ? (
                entry.text
              ) : (
                <a
                  href={`#${entry.controlId}`}
                  onClick={(event) => {
                    // Focus the control rather than only scroll to it.
                    event.preventDefault();
                    document.getElementById(entry.controlId ?? '')?.focus();
                  }}
                >
                  {entry.text}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface FormErrorSummaryProps {
  readonly errors: FormErrors;
  /** Each field's label and the id of its control, in the order the form shows them. */
  readonly controls: Readonly<Record<string, { readonly label: string; readonly controlId: string }>>;
  readonly title?: string;
}

/** The summary of a refused form: the general refusals, then each field's message leading to it. */
export function FormErrorSummary({ errors, controls, title }: FormErrorSummaryProps) {
  const fieldEntries = Object.entries(controls).flatMap(([field, { label, controlId }]) => {
    const message = errors.byField[field];
    return message === undefined ? [] : [{ text: `${label}: ${message}`, controlId }];
  });
  const fieldCount = fieldEntries.length;
  return (
    <ErrorSummary
      title={
        title ??
        (fieldCount === 0
          ? 'That did not work'
          : fieldCount === 1
            ? 'One field needs attention'
            : `${fieldCount} fields need attention`)
      }
      entries={[...errors.general.map((text) => ({ text })), ...fieldEntries]}
    />
  );
}
