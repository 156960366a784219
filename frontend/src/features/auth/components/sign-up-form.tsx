import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormErrorSummary } from '../../../components/ui/error-summary.js';
import { Field } from '../../../components/ui/field.js';
import { formErrorsOf, NO_FORM_ERRORS } from '../../../lib/form-errors.js';
import { useSignUp, type SignUpBody } from '../api/sign-up.js';
import { DEFAULT_NEXT_PATH } from '../utils/next-path.js';

const CONTROLS = {
  name: { label: 'Name', controlId: 'sign-up-name' },
  handle: { label: 'Handle', controlId: 'sign-up-handle' },
  email: { label: 'Email', controlId: 'sign-up-email' },
  password: { label: 'Password', controlId: 'sign-up-password' },
};
const FIELDS = Object.keys(CONTROLS);

type Values = { -readonly [K in keyof SignUpBody]: string };

/** A new creator account: name, handle (their page's address), email and password. */
export function SignUpForm({ next }: { readonly next: string }) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [values, setValues] = useState<Values>({ name: '', handle: '', email: '', password: '' });
  const [attempt, setAttempt] = useState(0);
  const errors = signUp.error === null ? NO_FORM_ERRORS : formErrorsOf(signUp.error, FIELDS);
  const busy = signUp.isPending || signUp.isSuccess;
  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    signUp.mutate(
      { name: values.name.trim(), handle: values.handle.trim(), email: values.email.trim(), password: values.password },
      {
        onSuccess: () => void navigate(next, { replace: true }),
        onError: () => {
          setAttempt((n) => n + 1);
        },
      },
    );
  };

  const handle = values.handle.trim();
  const signInTarget = next === DEFAULT_NEXT_PATH ? '/sign-in' : `/sign-in?${new URLSearchParams({ next }).toString()}`;
  return (
    <form className="form auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      {signUp.isError && (
        <FormErrorSummary key={attempt} errors={errors} controls={CONTROLS} title="Could not create the account" />
      )}
      <Field id={CONTROLS.name.controlId} label={CONTROLS.name.label} error={errors.byField.name}>
        {(control) => (
          <input {...control} name="name" autoComplete="name" required value={values.name} onChange={set('name')} />
        )}
      </Field>
      <Field
        id={CONTROLS.handle.controlId}
        label={CONTROLS.handle.label}
        hint={`Your page will be at /${handle === '' ? 'your-handle' : handle}. 3 to 30 letters, digits, - or _, starting with a letter.`}
        error={errors.byField.handle}
      >
        {(control) => (
          <input
            {...control}
            name="handle"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={values.handle}
            onChange={set('handle')}
          />
        )}
      </Field>
      <Field id={CONTROLS.email.controlId} label={CONTROLS.email.label} error={errors.byField.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={set('email')}
          />
        )}
      </Field>
      <Field
        id={CONTROLS.password.controlId}
        label={CONTROLS.password.label}
        hint="At least 10 characters."
        error={errors.byField.password}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={set('password')}
          />
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
      </div>
      <p className="form-aside">
        Have an account already? <Link to={signInTarget}>Sign in</Link>
      </p>
    </form>
  );
}
