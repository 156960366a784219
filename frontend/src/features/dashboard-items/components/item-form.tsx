import { useEffect, useState, type SubmitEvent } from 'react';
import { useLeaveWarning } from '../../../lib/use-leave-warning.js';
import { FIELD_LIMITS, KINDS, type ItemKind, type NewItemBody } from '@creators/contracts';
import { CurrencySelect } from '../../../components/ui/currency-select.js';
import { FormErrorSummary } from '../../../components/ui/error-summary.js';
import { setField, TextFields, type FieldTable } from '../../../components/ui/field-table.js';
import { Field, FieldGroup } from '../../../components/ui/field.js';
import { StaleNotice } from '../../../components/ui/stale-notice.js';
import { ImageField } from '../../../components/upload/image-field.js';
import {
  formErrorsOf,
  hasFormErrors,
  isStaleRevision,
  NO_FORM_ERRORS,
  type FormErrors,
} from '../../../lib/form-errors.js';
import { formatLabel } from '../../../lib/format.js';
import {
  isPickField,
  itemFormFields,
  toItemBody,
  type ItemFormValues,
  type PickField,
} from '../utils/item-form-values.js';
import { EXTRA_FIELD_SPECS, KIND_DELIVERABLES, KIND_FIELDS, type FormExtraField } from '../utils/kind-fields.js';
import { FilesEditor } from './files-editor.js';
import { GalleryEditor } from './gallery-editor.js';

/** Covers are cropped to the shape cards and the item page show them in. */
const COVER_ASPECT = 16 / 10;

type TextField = 'title' | 'summary' | 'description' | 'coverImageUrl' | 'galleryImageUrls' | 'previewUrl' | 'slug';

/** The text fields every kind shares; the slug's words depend on whether the item exists yet. */
const textFields = (mode: 'create' | 'edit'): FieldTable<TextField> => ({
  title: { label: 'Title', attributes: { required: true, maxLength: FIELD_LIMITS.title } },
  summary: {
    label: 'Summary',
    hint: `One or two sentences, up to ${FIELD_LIMITS.summary} characters. Shown on cards and in search.`,
    textarea: true,
    attributes: { rows: 2, maxLength: FIELD_LIMITS.summary },
  },
  description: {
    label: 'Description',
    hint: 'Markdown: ## headings, **bold**, - lists, [links](https://…).',
    optional: true,
    textarea: true,
    attributes: { rows: 8 },
  },
  coverImageUrl: {
    label: 'Cover image address',
    hint: 'Or an https:// address of an image.',
    optional: true,
    attributes: { type: 'url', inputMode: 'url' },
  },
  galleryImageUrls: {
    label: 'Gallery image addresses',
    hint: `Or addresses, one per line, up to ${FIELD_LIMITS.galleryImages}. Uploading gallery images replaces them.`,
    optional: true,
    textarea: true,
    attributes: { rows: 3 },
  },
  previewUrl: {
    label: 'Preview address',
    hint: 'A page that shows it working, opened in a sandboxed frame.',
    optional: true,
    attributes: { type: 'url', inputMode: 'url' },
  },
  slug: {
    label: 'Address name (slug)',
    hint:
      mode === 'create'
        ? 'Lower-case words and digits joined by -. Leave empty to make one from the title.'
        : 'Lower-case words and digits joined by -. Changing it moves the page; the old address keeps working.',
    optional: mode === 'create',
    attributes: { autoCapitalize: 'none', spellCheck: false },
  },
});
/** The labels of the fields that are not text fields: price and uploads. */
const OTHER_LABELS: Readonly<Record<string, string>> = {
  price: 'Price',
  'price.currency': 'Currency',
  coverImageId: 'Cover image',
  galleryImageIds: 'Gallery',
  files: 'Files',
};

const ID_PREFIX = 'item';
const controlId = (field: string): string => `${ID_PREFIX}-${field.replace('.', '-')}`;

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
  // Sent: what follows (saved, or refused and shown here) is no loss of typing.
  const [sentValues, setSentValues] = useState<ItemFormValues | null>(null);
  // Refused, it was not saved after all: leaving warns again.
  useEffect(() => {
    if (error !== null && error !== undefined) setSentValues(null);
  }, [error]);
  const leaveWarning = useLeaveWarning(!busy && JSON.stringify(values) !== JSON.stringify(sentValues ?? initialValues));
  const fields = itemFormFields(kind);
  const stale = isStaleRevision(error);
  const errors =
    hasFormErrors(clientErrors) || error === null || error === undefined || stale
      ? clientErrors
      : formErrorsOf(error, fields);
  const singular = KINDS[kind].singular;

  const set =
    (field: keyof ItemFormValues) =>
    (event: { target: { value: string } }): void => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
    };
  const setList =
    <K extends 'gallery' | 'files'>(field: K) =>
    (update: (current: ItemFormValues[K]) => ItemFormValues[K]): void => {
      setValues((current) => ({ ...current, [field]: update(current[field]) }));
    };
  const deliverables = KIND_DELIVERABLES[kind];
  const toggle = (field: PickField, option: string, checked: boolean): void => {
    setValues((current) => ({
      ...current,
      [field]: checked ? [...current[field], option] : current[field].filter((picked) => picked !== option),
    }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmits((n) => n + 1);
    const result = toItemBody(kind, values);
    if (result.ok) setSentValues(values);
    if (!result.ok) {
      setClientErrors(result.errors);
      return;
    }
    setClientErrors(NO_FORM_ERRORS);
    onSubmit(result.body);
  };

  const table = textFields(mode);
  const labelOf = (field: string): string =>
    (table as Partial<Record<string, { label: string }>>)[field]?.label ??
    OTHER_LABELS[field] ??
    EXTRA_FIELD_SPECS[field as FormExtraField].label;
  const texts = (names: readonly TextField[]) => (
    <TextFields
      idPrefix={ID_PREFIX}
      table={table}
      names={names}
      values={values}
      errors={errors}
      onChange={setField(setValues)}
    />
  );
  const controls = Object.fromEntries(
    fields.map((field) => [field, { label: labelOf(field), controlId: controlId(field) }]),
  );

  return (
    <form className="form item-form" onSubmit={submit} noValidate aria-busy={busy}>
      {leaveWarning}
      {stale && (
        <StaleNotice onReload={onReload}>
          {`Someone changed this ${singular} since you opened it, so your changes were not saved. Reload to start from the latest version (what you typed here will be lost).`}
        </StaleNotice>
      )}
      {!busy && hasFormErrors(errors) && <FormErrorSummary key={submits} errors={errors} controls={controls} />}

      {texts(['title', 'summary', 'description'])}

      {KIND_FIELDS[kind].map((field) => (
        <ExtraFieldControl
          key={field}
          field={field}
          values={values}
          initialValues={initialValues}
          error={errors.byField[field]}
          onText={set(field)}
          onToggle={toggle}
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
            <CurrencySelect control={control} name="currency" value={values.currency} onChange={set('currency')} />
          )}
        </Field>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          name="payWhatYouWant"
          checked={values.payWhatYouWant}
          onChange={(event) => {
            const checked = event.target.checked;
            setValues((current) => ({ ...current, payWhatYouWant: checked }));
          }}
        />{' '}
        Pay what you want: buyers may pay more than the price, which is the least they pay
      </label>
      <ImageField
        id={controlId('coverImageId')}
        label="Cover image"
        purpose="cover"
        aspect={COVER_ASPECT}
        value={values.cover}
        error={errors.byField.coverImageId}
        onChange={(cover) => {
          setValues((current) => ({ ...current, cover }));
        }}
      />
      {values.cover === null ? texts(['coverImageUrl']) : null}
      <GalleryEditor value={values.gallery} error={errors.byField.galleryImageIds} onChange={setList('gallery')} />
      {values.gallery.length === 0 ? texts(['galleryImageUrls']) : null}
      {deliverables === null ? null : (
        <FilesEditor
          deliverables={deliverables}
          value={values.files}
          errors={errors.byField}
          onChange={setList('files')}
        />
      )}
      {texts(['previewUrl', 'slug'])}

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
  readonly field: FormExtraField;
  readonly values: ItemFormValues;
  /** What the item had: a value no longer offered stays shown while the form is open. */
  readonly initialValues: ItemFormValues;
  readonly error: string | undefined;
  readonly onText: (event: { target: { value: string } }) => void;
  readonly onToggle: (field: PickField, option: string, checked: boolean) => void;
}

/** One kind-specific field, drawn as its row of the field table says. */
function ExtraFieldControl({ field, values, initialValues, error, onText, onToggle }: ExtraFieldControlProps) {
  const spec = EXTRA_FIELD_SPECS[field];
  const id = controlId(field);
  const text = isPickField(field) ? '' : values[field];
  const optional = field === 'remixUrl' || field === 'installUrl';
  switch (spec.control) {
    case 'checkboxes': {
      if (!isPickField(field)) return null;
      const picked = values[field];
      const offered = new Set(spec.options.map((option) => option.value));
      // One from before the list is shown, to be unticked: the server refuses it in a changed list.
      const options = [
        ...spec.options,
        ...[...new Set([...initialValues[field], ...picked])]
          .filter((value) => !offered.has(value))
          .map((value) => ({ value, label: `${formatLabel(value)} (no longer offered)` })),
      ];
      const full = spec.max !== undefined && picked.length >= spec.max;
      return (
        <FieldGroup id={id} legend={spec.label} hint={spec.hint} error={error}>
          {options.map((option) => {
            const checked = picked.includes(option.value);
            return (
              <label key={option.value} className="checkbox">
                <input
                  type="checkbox"
                  name={field}
                  value={option.value}
                  checked={checked}
                  disabled={full && !checked}
                  onChange={(event) => {
                    onToggle(field, option.value, event.target.checked);
                  }}
                />
                {option.label}
              </label>
            );
          })}
        </FieldGroup>
      );
    }
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
        <Field id={id} label={spec.label} hint={spec.hint} error={error} optional={optional}>
          {(control) => <input {...control} name={field} type="url" inputMode="url" value={text} onChange={onText} />}
        </Field>
      );
    case 'notes':
      return (
        <Field id={id} label={spec.label} hint={spec.hint} error={error} optional>
          {(control) => <textarea {...control} name={field} rows={3} maxLength={2000} value={text} onChange={onText} />}
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
