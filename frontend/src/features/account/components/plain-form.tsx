import { useState, type ReactNode, type SubmitEvent } from 'react';
import { FormErrorSummary } from '../../../components/ui/error-summary.js';
import { controlsOf, setField, TextFields, type FieldTable } from '../../../components/ui/field-table.js';
import { formErrorsOf, NO_FORM_ERRORS } from '../../../lib/form-errors.js';
import { useHydrated } from '../../../lib/use-hydrated.js';

interface PlainFormProps<Name extends string> {
  readonly idPrefix: string;
  readonly table: FieldTable<Name>;
  readonly submitLabel: string;
  readonly busyLabel: string;
  readonly errorTitle: string;
  /** The mutation's state: whether it runs, and what it was refused with. */
  readonly pending: boolean;
  readonly error: unknown;
  readonly onSubmit: (values: Readonly<Record<Name, string>>, refused: () => void) => void;
  readonly children?: ReactNode;
}

/** A form of a few text fields (from a field table) and one button: the account screens' forms. */
export function PlainForm<Name extends string>(props: PlainFormProps<Name>) {
  const { idPrefix, table, pending, error } = props;
  const hydrated = useHydrated();
  const names = Object.keys(table) as Name[];
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>,
  );
  const [attempt, setAttempt] = useState(0);
  const errors = error === null || error === undefined ? NO_FORM_ERRORS : formErrorsOf(error, names);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit(values, () => {
      setAttempt((n) => n + 1);
    });
  };

  return (
    <form className="form auth-form" method="post" onSubmit={submit} noValidate aria-busy={pending}>
      <fieldset className="plain-fieldset" disabled={!hydrated}>
        {error !== null && error !== undefined && (
          <FormErrorSummary
            key={attempt}
            errors={errors}
            controls={controlsOf(idPrefix, table)}
            title={props.errorTitle}
          />
        )}
        {props.children}
        <TextFields idPrefix={idPrefix} table={table} values={values} errors={errors} onChange={setField(setValues)} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={pending}>
            {pending ? props.busyLabel : props.submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
