import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import type { ExpertListing } from '@creators/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { CurrencySelect } from '../../../components/ui/currency-select.js';
import { FormErrorSummary } from '../../../components/ui/error-summary.js';
import { Field } from '../../../components/ui/field.js';
import { errorText } from '../../../lib/error-text.js';
import { formErrorsOf, NO_FORM_ERRORS, type FormErrors } from '../../../lib/form-errors.js';
import { usePublishExpertListing } from '../api/publish-expert-listing.js';
import { useWithdrawExpertListing } from '../api/withdraw-expert-listing.js';
import {
  AVAILABILITIES,
  expertValuesOf,
  toExpertListing,
  type ExpertListingValues,
} from '../utils/expert-listing-values.js';

const CONTROLS = {
  services: { label: 'Services', controlId: 'expert-services' },
  'hourlyRate.min': { label: 'Lowest hourly rate', controlId: 'expert-rate-min' },
  'hourlyRate.max': { label: 'Highest hourly rate', controlId: 'expert-rate-max' },
  'hourlyRate.currency': { label: 'Currency', controlId: 'expert-currency' },
  languages: { label: 'Languages', controlId: 'expert-languages' },
  location: { label: 'Location', controlId: 'expert-location' },
  availability: { label: 'Availability', controlId: 'expert-availability' },
};
type ExpertField = keyof typeof CONTROLS;
const FIELDS = Object.keys(CONTROLS);
const AVAILABILITY_LABELS: Readonly<Record<ExpertListing['availability'], string>> = {
  available: 'Available for work',
  limited: 'Limited availability',
  unavailable: 'Not taking work now',
};

interface ExpertListingFormProps {
  readonly listing: ExpertListing | null;
  readonly profileLocation: string;
}

/** The creator's listing on the experts page: publish or update it, or withdraw it. */
export function ExpertListingForm({ listing, profileLocation }: ExpertListingFormProps) {
  const publish = usePublishExpertListing();
  const withdraw = useWithdrawExpertListing();
  const [values, setValues] = useState<ExpertListingValues>(() => expertValuesOf(listing, profileLocation));
  const [clientErrors, setClientErrors] = useState<FormErrors>(NO_FORM_ERRORS);
  const [submits, setSubmits] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const serverErrors = publish.error === null ? NO_FORM_ERRORS : formErrorsOf(publish.error, [...FIELDS, 'hourlyRate']);
  const errors = Object.keys(clientErrors.byField).length > 0 ? clientErrors : serverErrors;
  const rateMessage = errors.byField['hourlyRate.min'] ?? errors.byField.hourlyRate;
  const set = (field: keyof ExpertListingValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmits((n) => n + 1);
    setNotice(null);
    const result = toExpertListing(values);
    if (!result.ok) {
      setClientErrors({ byField: result.byField, general: [] });
      return;
    }
    setClientErrors(NO_FORM_ERRORS);
    publish.mutate(result.listing, {
      onSuccess: () => {
        setNotice(listing === null ? 'You are listed on the experts page.' : 'Listing updated.');
      },
    });
  };

  const input = (
    field: ExpertField,
    props: { hint?: string; inputMode?: 'decimal'; optional?: boolean },
    key: keyof ExpertListingValues,
  ) => (
    <Field
      id={CONTROLS[field].controlId}
      label={CONTROLS[field].label}
      hint={props.hint}
      error={field === 'hourlyRate.min' ? rateMessage : errors.byField[field]}
      optional={props.optional}
    >
      {(control) => (
        <input {...control} name={field} inputMode={props.inputMode} value={values[key]} onChange={set(key)} />
      )}
    </Field>
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={publish.isPending}>
      <p className="notice" role="status">
        {notice}
        {notice !== null && (
          <>
            {' '}
            <Link to="/experts">See the experts page</Link>
          </>
        )}
      </p>
      <p className="muted">
        {listing === null
          ? 'You are not on the experts page. Fill this in to offer your services there.'
          : 'You are listed on the experts page.'}
      </p>
      {!publish.isPending && (publish.isError || Object.keys(clientErrors.byField).length > 0) && (
        <FormErrorSummary key={submits} errors={errors} controls={CONTROLS} />
      )}
      {input('services', { hint: 'Separate with commas, e.g. motion, prototyping. Up to 10.' }, 'services')}
      <div className="field-row">
        {input('hourlyRate.min', { inputMode: 'decimal' }, 'rateMin')}
        {input('hourlyRate.max', { inputMode: 'decimal' }, 'rateMax')}
        <Field
          id={CONTROLS['hourlyRate.currency'].controlId}
          label="Currency"
          error={errors.byField['hourlyRate.currency']}
        >
          {(control) => (
            <CurrencySelect control={control} name="currency" value={values.currency} onChange={set('currency')} />
          )}
        </Field>
      </div>
      {input('languages', { hint: 'Two-letter codes separated by commas, e.g. en, fr.' }, 'languages')}
      {input('location', { optional: true }, 'location')}
      <Field id={CONTROLS.availability.controlId} label="Availability" error={errors.byField.availability}>
        {(control) => (
          <select {...control} name="availability" value={values.availability} onChange={set('availability')}>
            {AVAILABILITIES.map((availability) => (
              <option key={availability} value={availability}>
                {AVAILABILITY_LABELS[availability]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="button" disabled={publish.isPending || withdraw.isPending}>
          {publish.isPending ? 'Saving…' : listing === null ? 'Publish listing' : 'Update listing'}
        </button>
        {listing !== null && (
          <button
            type="button"
            className="button danger-outline"
            disabled={publish.isPending || withdraw.isPending}
            onClick={() => {
              withdraw.reset();
              setConfirming(true);
            }}
          >
            Withdraw listing
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title="Withdraw your expert listing?"
          confirmLabel="Withdraw"
          busy={withdraw.isPending}
          error={withdraw.error === null ? null : errorText(withdraw.error)}
          onCancel={() => {
            setConfirming(false);
          }}
          onConfirm={() => {
            withdraw.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                setNotice('You are no longer on the experts page.');
              },
            });
          }}
        >
          <p>You will no longer show on the experts page. You can publish a listing again at any time.</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
