import type { Dispatch, InputHTMLAttributes, SetStateAction, TextareaHTMLAttributes } from 'react';
import type { FormErrors } from '../../lib/form-errors.js';
import { Field } from './field.js';

type Bound = 'id' | 'name' | 'value' | 'onChange' | 'children';

/** One text control of a form, as data: its label, its hint (which may follow what is typed), its attributes. */
export type TextFieldSpec = {
  readonly label: string;
  readonly hint?: string | ((value: string) => string);
  readonly optional?: boolean;
} & (
  | { readonly textarea?: false; readonly attributes?: Omit<InputHTMLAttributes<HTMLInputElement>, Bound> }
  | { readonly textarea: true; readonly attributes?: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Bound> }
);

/** A form's text fields by the names the server uses for them: the one place a form describes its fields. */
export type FieldTable<Name extends string> = Readonly<Record<Name, TextFieldSpec>>;

/** What the error summary links each field's message to: its label and its control's id. */
export function controlsOf<Name extends string>(
  idPrefix: string,
  table: FieldTable<Name>,
): Record<Name, { readonly label: string; readonly controlId: string }> {
  const names = Object.keys(table) as Name[];
  return Object.fromEntries(
    names.map((name) => [name, { label: table[name].label, controlId: `${idPrefix}-${name}` }]),
  ) as Record<Name, { readonly label: string; readonly controlId: string }>;
}

interface TextFieldsProps<Name extends string> {
  readonly idPrefix: string;
  readonly table: FieldTable<Name>;
  /** Which of the table's fields, in this order (all of them when absent). */
  readonly names?: readonly Name[];
  readonly values: Readonly<Record<Name, string>>;
  readonly errors: FormErrors;
  readonly onChange: (name: Name, value: string) => void;
}

/** The table's text fields, each a labelled input (or textarea) with its hint and its message. */
export function TextFields<Name extends string>({
  idPrefix,
  table,
  names,
  values,
  errors,
  onChange,
}: TextFieldsProps<Name>) {
  return (names ?? (Object.keys(table) as Name[])).map((name) => {
    const spec = table[name];
    const value = values[name];
    const hint = typeof spec.hint === 'function' ? spec.hint(value) : spec.hint;
    const bound = {
      name,
      value,
      onChange: (event: { target: { value: string } }) => {
        onChange(name, event.target.value);
      },
    };
    return (
      <Field
        key={name}
        id={`${idPrefix}-${name}`}
        label={spec.label}
        {...(hint === undefined ? {} : { hint })}
        error={errors.byField[name]}
        optional={spec.optional === true}
      >
        {(control) =>
          spec.textarea === true ? (
            <textarea {...control} {...spec.attributes} {...bound} />
          ) : (
            <input {...control} {...spec.attributes} {...bound} />
          )
        }
      </Field>
    );
  });
}

/** The `onChange` of TextFields for a form that keeps its values in one state. */
export const setField =
  <Values extends object>(setValues: Dispatch<SetStateAction<Values>>) =>
  (name: keyof Values, value: string): void => {
    setValues((current) => ({ ...current, [name]: value }));
  };
