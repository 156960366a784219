import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { FormErrorSummary } from '../../../components/ui/error-summary.js';
import { controlsOf, setField, TextFields, type FieldTable } from '../../../components/ui/field-table.js';
import { formErrorsOf, hasFormErrors, NO_FORM_ERRORS } from '../../../lib/form-errors.js';
import { useStandingErrors } from '../../../lib/use-standing-errors.js';
import { useLocalOutbox, useSignUp, type SignUpBody } from '../api/sign-up.js';
import { DEFAULT_NEXT_PATH } from '@creators/contracts';
import { useHydrated } from '../../../lib/use-hydrated.js';

type Values = { -readonly [K in Exclude<keyof SignUpBody, 'next'>]: string };

const ID_PREFIX = 'sign-up';
const TABLE: FieldTable<keyof Values> = {
  name: { label: 'Name', attributes: { autoComplete: 'name', required: true } },
  handle: {
    label: 'Handle',
    hint: (handle) =>
      `Your page will be at /${handle.trim() === '' ? 'your-handle' : handle.trim()}. 3 to 30 letters, digits, - or _, starting with a letter.`,
    attributes: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false, required: true },
  },
  email: { label: 'Email', attributes: { type: 'email', autoComplete: 'email', required: true } },
  password: {
    label: 'Password',
    hint: 'At least 10 characters.',
    attributes: { type: 'password', autoComplete: 'new-password', required: true },
  },
};
const CONTROLS = controlsOf(ID_PREFIX, TABLE);
const FIELDS = Object.keys(TABLE);

/** After the request: where the link went, and (on this machine, without a mail server) where to read it. */
function CheckYourInbox({ email }: { readonly email: string }) {
  const outbox = useLocalOutbox(email);
  return (
    <section className="notice" role="status" aria-labelledby="inbox-title">
      <h2 id="inbox-title">Check your inbox</h2>
      <p>
        We sent a link to <strong>{email}</strong>. Open it within a day to finish creating your account.
      </p>
      <p className="muted">
        Nothing there? Look in your spam folder. If this address has an account already, the e-mail says so.
      </p>
      {outbox.data === null || outbox.data === undefined ? null : (
        <p>
          This copy of the product keeps its e-mail on this machine: <Link to="/outbox">open the local outbox</Link>.
        </p>
      )}
    </section>
  );
}

/** A new creator account: name, handle (their page's address), email and password; a link by e-mail finishes it. */
export function SignUpForm({ next }: { readonly next: string }) {
  const hydrated = useHydrated();
  const signUp = useSignUp();
  const [values, setValues] = useState<Values>({ name: '', handle: '', email: '', password: '' });
  const [attempt, setAttempt] = useState(0);
  const errors = useStandingErrors(
    signUp.error,
    signUp.error === null ? NO_FORM_ERRORS : formErrorsOf(signUp.error, FIELDS),
    values,
  );
  const busy = signUp.isPending;
  const set = setField(setValues);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    signUp.mutate(
      {
        name: values.name.trim(),
        handle: values.handle.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(next === DEFAULT_NEXT_PATH ? {} : { next }),
      },
      {
        onError: () => {
          setAttempt((n) => n + 1);
        },
      },
    );
  };

  const signInTarget = next === DEFAULT_NEXT_PATH ? '/sign-in' : `/sign-in?${new URLSearchParams({ next }).toString()}`;
  if (signUp.isSuccess) return <CheckYourInbox email={signUp.data.email} />;
  return (
    <form className="form auth-form" method="post" onSubmit={submit} noValidate aria-busy={busy}>
      {/* Usable once the page's script runs: nothing typed before is lost, no password sent by the browser alone. */}
      <fieldset className="plain-fieldset" disabled={!hydrated}>
        {signUp.isError && hasFormErrors(errors) && (
          <FormErrorSummary key={attempt} errors={errors} controls={CONTROLS} title="Could not create the account" />
        )}
        <TextFields idPrefix={ID_PREFIX} table={TABLE} values={values} errors={errors} onChange={set} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Sending the link…' : 'Create account'}
          </button>
        </div>
        <p className="form-aside">
          Have an account already? <Link to={signInTarget}>Sign in</Link>
        </p>
      </fieldset>
    </form>
  );
}
