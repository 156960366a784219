import type { ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  readonly id: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: true;
}

interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | undefined;
  readonly optional?: boolean;
  readonly children: (control: ControlProps) => ReactNode;
}

const describedBy = (id: string, hint: string | undefined, error: string | undefined): string | undefined =>
  [hint === undefined ? null : `${id}-hint`, error === undefined ? null : `${id}-error`]
    .filter((part) => part !== null)
    .join(' ') || undefined;

/** A labelled form control with its hint and the server's (or our) message beside it. */
export function Field({ id, label, hint, error, optional = false, children }: FieldProps) {
  return (
    <div className={error === undefined ? 'field' : 'field field-invalid'}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="field-optional"> (optional)</span>}
      </label>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-describedby': describedBy(id, hint, error),
        ...(error === undefined ? {} : { 'aria-invalid': true }),
      })}
      {error !== undefined && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldGroupProps {
  readonly id: string;
  readonly legend: string;
  readonly hint?: string;
  readonly error?: string | undefined;
  readonly children: ReactNode;
}

/** A group of related controls (checkboxes) under one legend, with one hint and one message. */
export function FieldGroup({ id, legend, hint, error, children }: FieldGroupProps) {
  return (
    <fieldset
      id={id}
      className={error === undefined ? 'field field-group' : 'field field-group field-invalid'}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend>{legend}</legend>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <div className="field-group-options">{children}</div>
      {error !== undefined && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
