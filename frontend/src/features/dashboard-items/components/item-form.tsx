import { useState, type SubmitEvent } from 'react';
import { KIND_LABELS, type ItemKind } from '@creators/contracts';
import { FormErrorSummary } from '../../../components/ui/error-summary.js';
import { Field, FieldGroup } from '../../../components/ui/field.js';
import { StaleNotice } from '../../../components/ui/stale-notice.js';
import {
  formErrorsOf,
  hasFormErrors,
  isStaleRevision,
  NO_FORM_ERRORS,
  type FormErrors,
} from '../../../lib/form-errors.js';
import { toItemBody, itemFormFields, type ItemFormValues, type NewItemBody } from '../utils/item-form-values.js';
import { EXTRA_FIELDS, KIND_FIELDS, type ExtraField } from '../utils/kind-fields.js';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'];

const COMMON_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  summary: 'Summary',
  description: 'Description',
  price: 'Price',
  'price.currency': 'Currency',
  coverImageUrl: 'Cover image address',
  galleryImageUrls: 'Gallery image addresses',
  previewUrl: 'Preview address',
  slug: 'Address name (slug)',
};

const controlId = (field: string): string => `item-${field.replace('.', '-')}`;
const labelOf = (field: string): string => COMMON_LABELS[field] ?? EXTRA_FIELDS[field as ExtraField].label;

interface ItemFormProps {
  readonly kind: ItemKind;
  readonly initialValues: ItemFormValues;
  /** Creating may leave the slug to the server; editing shows the one the item has. */
  readonly mode: 'create' | 'edit';
  readonly busy: boolean;
  /** The last refusal of the server, if any. */
  readonly error: unknown;
  readonly onSubmit: (body: NewItemBody) => void;
  readonly onCancel: () => void;
  /** Offered when someone else changed the item meanwhile: start again from their version. */
  readonly onReload?: () => void;
}

/**
 * One form for every kind: the fields all kinds share, plus the kind's own from the field table.
 * Messages (ours, or the server's per-field ones) stand beside their fields and in a summary.
 */
export function ItemForm({ kind, initialValues, mode, busy, error, onSubmit, onCancel, onReload }: ItemFormProps) {
  const [values, setValues] = useState(initialValues);
  const [clientErrors, setClientErrors] = useState<FormErrors>(NO_FORM_ERRORS);
  const [submits, setSubmits] = useState(0);
  const fields = itemFormFields(kind);
  const stale = isStaleRevision(error);
  const errors =
    hasFormErrors(clientErrors) || error === null || error === undefined || stale
      ? clientErrors
      : formErrorsOf(error, fields);
  const singular = KIND_LABELS[kind].singular;

  const set =
    (field: keyof ItemFormValues) =>
    (event: { target: { value: string } }): void => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
    };
  const toggleFormat = (format: string, checked: boolean): void => {
    setValues((current) => ({
      ...current,
      formats: checked ? [...current.formats, format] : current.formats.filter((f) => f !== format),
    }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmits((n) => n + 1);
    const result = toItemBody(kind, values);
    if (!result.ok) {
      setClientErrors(result.errors);
      return;
    }
    setClientErrors(NO_FORM_ERRORS);
    onSubmit(result.body);
  };

  const common = (field: 'title' | 'summary' | 'description' | 'slug' | 'coverImageUrl' | 'previewUrl') =>
    ({ id: controlId(field), label: labelOf(field), error: errors.byField[field] }) as const;
  const controls = Object.fromEntries(
    fields.map((field) => [field, { label: labelOf(field), controlId: controlId(field) }]),
  );

  return (
    <form className="form item-form" onSubmit={submit} noValidate aria-busy={busy}>
      {stale && (
        <StaleNotice onReload={onReload}>
          {`Someone changed this ${singular} since you opened it, so your changes were not saved. Reload to start from the latest version (what you typed here will be lost).`}
        </StaleNotice>
      )}
      {!busy && hasFormErrors(errors) && <FormErrorSummary key={submits} errors={errors} controls={controls} />}

      <Field {...common('title')}>
        {(control) => (
          <input {...control} name="title" required maxLength={120} value={values.title} onChange={set('title')} />
        )}
      </Field>
      <Field {...common('summary')} hint="One or two sentences, up to 280 characters. Shown on cards and in search.">
        {(control) => (
          <textarea
            {...control}
            name="summary"
            rows={2}
            maxLength={280}
            value={values.summary}
            onChange={set('summary')}
          />
        )}
      </Field>
      <Field {...common('description')} hint="Markdown: ## headings, **bold**, - lists, [links](https://…)." optional>
        {(control) => (
          <textarea {...control} name="description" rows={8} value={values.description} onChange={set('description')} />
        )}
      </Field>

      {KIND_FIELDS[kind].map((field) => (
        <ExtraFieldControl
          key={field}
          field={field}
          values={values}
          error={errors.byField[field]}
          onText={set(field)}
          onToggle={toggleFormat}
        />
      ))}

      <div className="field-row">
        <Field
          id={controlId('price')}
          label="Price"
          hint="In major units, such as 12.50. 0 is free."
          error={errors.byField.price}
        >
          {(control) => (
            <input
              {...control}
              name="price"
              inputMode="decimal"
              autoComplete="off"
              value={values.price}
              onChange={set('price')}
            />
          )}
        </Field>
        <Field id={controlId('price.currency')} label="Currency" error={errors.byField['price.currency']}>
          {(control) => (
            <select {...control} name="currency" value={values.currency} onChange={set('currency')}>
              {(CURRENCIES.includes(values.currency) ? CURRENCIES : [values.currency, ...CURRENCIES]).map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field {...common('coverImageUrl')} hint="An https:// address of an image." optional>
        {(control) => (
          <input
            {...control}
            name="coverImageUrl"
            type="url"
            inputMode="url"
            value={values.coverImageUrl}
            onChange={set('coverImageUrl')}
          />
        )}
      </Field>
      <Field
        id={controlId('galleryImageUrls')}
        label={labelOf('galleryImageUrls')}
        hint="One address per line, up to 12."
        error={errors.byField.galleryImageUrls}
        optional
      >
        {(control) => (
          <textarea
            {...control}
            name="galleryImageUrls"
            rows={3}
            value={values.galleryImageUrls}
            onChange={set('galleryImageUrls')}
          />
        )}
      </Field>
      <Field {...common('previewUrl')} hint="A page that shows it working, opened in a sandboxed frame." optional>
        {(control) => (
          <input
            {...control}
            name="previewUrl"
            type="url"
            inputMode="url"
            value={values.previewUrl}
            onChange={set('previewUrl')}
          />
        )}
      </Field>
      <Field
        {...common('slug')}
        hint={
          mode === 'create'
            ? 'Lower-case words and digits joined by -. Leave empty to make one from the title.'
            : 'Lower-case words and digits joined by -. Changing it moves the page; the old address keeps working.'
        }
        optional={mode === 'create'}
      >
        {(control) => (
          <input
            {...control}
            name="slug"
            autoCapitalize="none"
            spellCheck={false}
            value={values.slug}
            onChange={set('slug')}
          />
        )}
      </Field>

      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : mode === 'create' ? `Create ${singular}` : 'Save changes'}
        </button>
        <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

interface ExtraFieldControlProps {
  readonly field: ExtraField;
  readonly values: ItemFormValues;
  readonly error: string | undefined;
  readonly onText: (event: { target: { value: string } }) => void;
  readonly onToggle: (option: string, checked: boolean) => void;
}

/** One kind-specific field, drawn as its row of the field table says. */
function ExtraFieldControl({ field, values, error, onText, onToggle }: ExtraFieldControlProps) {
  const spec = EXTRA_FIELDS[field];
  const id = controlId(field);
  const text = field === 'formats' ? '' : values[field];
  switch (spec.control) {
    case 'checkboxes':
      return (
        <FieldGroup id={id} legend={spec.label} hint={spec.hint} error={error}>
          {spec.options.map((option) => (
            <label key={option.value} className="checkbox">
              <input
                type="checkbox"
                name={field}
                value={option.value}
                checked={values.formats.includes(option.value)}
                onChange={(event) => {
                  onToggle(option.value, event.target.checked);
                }}
              />
              {option.label}
            </label>
          ))}
        </FieldGroup>
      );
    case 'select':
      return (
        <Field id={id} label={spec.label} hint={spec.hint} error={error}>
          {(control) => (
            <select {...control} name={field} value={text} onChange={onText}>
              <option value="">Not chosen yet</option>
              {spec.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    case 'number':
      return (
        <Field id={id} label={spec.label} hint={spec.hint} error={error} optional>
          {(control) => (
            <input
              {...control}
              name={field}
              type="number"
              inputMode="numeric"
              min={spec.min}
              max={spec.max}
              step={1}
              value={text}
              onChange={onText}
            />
          )}
        </Field>
      );
    case 'url':
      return (
        <Field id={id} label={spec.label} hint={spec.hint} error={error}>
          {(control) => <input {...control} name={field} type="url" inputMode="url" value={text} onChange={onText} />}
        </Field>
      );
    case 'text':
      return (
        <Field id={id} label={spec.label} hint={spec.hint} error={error}>
          {(control) => (
            <input {...control} name={field} placeholder={spec.placeholder} value={text} onChange={onText} />
          )}
        </Field>
      );
    case 'list':
      return (
        <Field id={id} label={spec.label} hint={spec.hint} error={error} optional>
          {(control) => <input {...control} name={field} autoComplete="off" value={text} onChange={onText} />}
        </Field>
      );
  }
}
