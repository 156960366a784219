import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormErrorSummary } from '../../../components/ui/error-summary.js';
import { controlsOf, setField, TextFields, type FieldTable } from '../../../components/ui/field-table.js';
import { formErrorsOf, NO_FORM_ERRORS } from '../../../lib/form-errors.js';
import { useAnswerSecondFactor, useSignIn } from '../api/sign-in.js';
import { DEFAULT_NEXT_PATH } from '@creators/contracts';
import { useHydrated } from '../../../lib/use-hydrated.js';
import { ApiError } from '../../../lib/api-client.js';

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
  const [challenge, setChallenge] = useState<string | null>(null);
  const errors = signIn.error === null ? NO_FORM_ERRORS : formErrorsOf(signIn.error, FIELDS);
  const busy = signIn.isPending || (signIn.isSuccess && challenge === null);

  if (challenge !== null) {
    return (
      <SecondFactorForm
        challenge={challenge}
        next={next}
        onExpired={() => {
          setChallenge(null);
          signIn.reset();
        }}
      />
    );
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (answer) => {
          if ('secondFactor' in answer) setChallenge(answer.secondFactor.challenge);
          else void navigate(next, { replace: true });
        },
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
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <p className="form-aside">
          New here? <Link to={signUpTarget}>Create an account</Link>
        </p>
      </fieldset>
    </form>
  );
}

const CODE_TABLE: FieldTable<'code'> = {
  code: {
    label: 'Code',
    hint: 'The six digits your authenticator app shows, or one of your recovery codes.',
    attributes: { autoComplete: 'one-time-code', required: true, autoFocus: true },
  },
};
const CODE_CONTROLS = controlsOf(`${ID_PREFIX}-code`, CODE_TABLE);

/** The second step of signing in, for an account with two-factor sign-in. */
function SecondFactorForm({
  challenge,
  next,
  onExpired,
}: {
  readonly challenge: string;
  readonly next: string;
  readonly onExpired: () => void;
}) {
  const navigate = useNavigate();
  const answer = useAnswerSecondFactor();
  const [values, setValues] = useState({ code: '' });
  const [attempt, setAttempt] = useState(0);
  const errors = answer.error === null ? NO_FORM_ERRORS : formErrorsOf(answer.error, ['code']);
  const busy = answer.isPending || answer.isSuccess;
  const expired = answer.error instanceof ApiError && answer.error.status === 410;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    answer.mutate(
      { challenge, code: values.code.trim() },
      {
        onSuccess: () => void navigate(next, { replace: true }),
        onError: () => {
          setAttempt((n) => n + 1);
        },
      },
    );
  };

  if (expired) {
    return (
      <div className="state state-empty" role="alert">
        <p>This sign-in has expired.</p>
        <button type="button" className="button" onClick={onExpired}>
          Enter your password again
        </button>
      </div>
    );
  }
  return (
    <form className="form auth-form" method="post" onSubmit={submit} noValidate aria-busy={busy}>
      <p>Your account asks for a second step.</p>
      {answer.isError && (
        <FormErrorSummary key={attempt} errors={errors} controls={CODE_CONTROLS} title="Could not sign in" />
      )}
      <TextFields
        idPrefix={`${ID_PREFIX}-code`}
        table={CODE_TABLE}
        values={values}
        errors={errors}
        onChange={setField(setValues)}
      />
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Checking…' : 'Sign in'}
        </button>
      </div>
    </form>
  );
}
