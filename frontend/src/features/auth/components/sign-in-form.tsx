import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormErrorSummary } from '../../../components/ui/error-summary.js';
import { controlsOf, setField, TextFields, type FieldTable } from '../../../components/ui/field-table.js';
import { formErrorsOf, NO_FORM_ERRORS } from '../../../lib/form-errors.js';
import { useSignIn } from '../api/sign-in.js';
import { DEFAULT_NEXT_PATH } from '@creators/contracts';
import { useHydrated } from '../../../lib/use-hydrated.js';

const ID_PREFIX = 'sign-in';
const TABLE: FieldTable<'email' | 'password'> = {
  email: { label: 'Email', attributes: { type: 'email', autoComplete: 'email', required: true } },
  password: { label: 'Password', attributes: { type: 'password', autoComplete: 'current-password', required: true } },
};
const CONTROLS = controlsOf(ID_PREFIX, TABLE);
const FIELDS = Object.keys(TABLE);

/** Email and password; on success, back to `next` (already checked to be a path on this site). */
export function SignInForm({ next }: { readonly next: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [values, setValues] = useState({ email: '', password: '' });
  const [attempt, setAttempt] = useState(0);
  const errors = signIn.error === null ? NO_FORM_ERRORS : formErrorsOf(signIn.error, FIELDS);
  const busy = signIn.isPending || signIn.isSuccess;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => void navigate(next, { replace: true }),
        onError: () => {
          setAttempt((n) => n + 1);
        },
      },
    );
  };

  const signUpTarget = next === DEFAULT_NEXT_PATH ? '/sign-up' : `/sign-up?${new URLSearchParams({ next }).toString()}`;
  return (
    <form className="form auth-form" method="post" onSubmit={submit} noValidate aria-busy={busy}>
      {/* Usable once the page's script runs: nothing typed before is lost, no password sent by the browser alone. */}
      <fieldset className="plain-fieldset" disabled={!hydrated}>
        {signIn.isError && (
          <FormErrorSummary key={attempt} errors={errors} controls={CONTROLS} title="Could not sign in" />
        )}
        <TextFields idPrefix={ID_PREFIX} table={TABLE} values={values} errors={errors} onChange={setField(setValues)} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </div>
        <p className="form-aside">
          New here? <Link to={signUpTarget}>Create an account</Link>
        </p>
      </fieldset>
    </form>
  );
}
