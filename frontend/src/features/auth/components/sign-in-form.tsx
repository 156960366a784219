import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormErrorSummary } from '../../../components/ui/error-summary.js';
import { Field } from '../../../components/ui/field.js';
import { formErrorsOf, NO_FORM_ERRORS } from '../../../lib/form-errors.js';
import { useSignIn } from '../api/sign-in.js';
import { DEFAULT_NEXT_PATH } from '../utils/next-path.js';

const CONTROLS = {
  email: { label: 'Email', controlId: 'sign-in-email' },
  password: { label: 'Password', controlId: 'sign-in-password' },
};
const FIELDS = Object.keys(CONTROLS);

/** Email and password; on success, back to `next` (already checked to be a path on this site). */
export function SignInForm({ next }: { readonly next: string }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempt, setAttempt] = useState(0);
  const errors = signIn.error === null ? NO_FORM_ERRORS : formErrorsOf(signIn.error, FIELDS);
  const busy = signIn.isPending || signIn.isSuccess;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.mutate(
      { email: email.trim(), password },
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
    <form className="form auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      {signIn.isError && (
        <FormErrorSummary key={attempt} errors={errors} controls={CONTROLS} title="Could not sign in" />
      )}
      <Field id={CONTROLS.email.controlId} label={CONTROLS.email.label} error={errors.byField.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
            }}
          />
        )}
      </Field>
      <Field id={CONTROLS.password.controlId} label={CONTROLS.password.label} error={errors.byField.password}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </div>
      <p className="form-aside">
        New here? <Link to={signUpTarget}>Create an account</Link>
      </p>
    </form>
  );
}
