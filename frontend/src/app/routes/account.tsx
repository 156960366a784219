import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { AccountSettingsView } from '@creators/contracts';
import { QueryView } from '../../components/ui/state.js';
import {
  DATA_PACKAGE_URL,
  useChangeEmail,
  useChangePassword,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useEraseAccount,
  useSetUpTwoFactor,
  useSignOutOthers,
} from '../../features/account/api/account-changes.js';
import { useAccountSettings, useSessions } from '../../features/account/api/get-account.js';
import { PlainForm } from '../../features/account/components/plain-form.js';
import { activeQueryClient } from '../../lib/query-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { requireCreator } from '../require-creator.js';
import { titledHead, type RouteHead } from '../head/page-head.js';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCreator(activeQueryClient(), request);
  return null;
}

const PASSWORD = { type: 'password', autoComplete: 'current-password', required: true } as const;
const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password', required: true } as const;
const CODE = { inputMode: 'text', autoComplete: 'one-time-code', required: true } as const;

/**
 * Signed in only: how the creator signs in (password, address, sessions, two-factor sign-in), and
 * their own data (a copy of it, and deleting the account).
 */
export function Component() {
  useDocumentTitle('Account settings');
  const settings = useAccountSettings();
  return (
    <section className="auth-page account-settings" aria-labelledby="page-title">
      <h1 id="page-title">Account settings</h1>
      <QueryView query={settings} loadingLabel="Loading your settings" errorTitle="Your settings could not be loaded">
        {(account) => (
          <>
            <EmailSection account={account} />
            <PasswordSection />
            <TwoFactorSection account={account} />
            <SessionsSection />
            <DataSection />
            <DeleteSection account={account} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function EmailSection({ account }: { readonly account: AccountSettingsView }) {
  const change = useChangeEmail();
  return (
    <section aria-labelledby="email-title">
      <h2 id="email-title">E-mail address</h2>
      <p>
        You sign in with <strong>{account.email}</strong>.
      </p>
      {change.isSuccess ? (
        <p role="status">
          A link is on its way to <strong>{change.data.email}</strong>: open it to sign in with that address from now
          on.
        </p>
      ) : (
        <PlainForm
          idPrefix="email"
          table={{
            email: { label: 'New address', attributes: { type: 'email', autoComplete: 'email', required: true } },
            password: { label: 'Your password', attributes: PASSWORD },
          }}
          submitLabel="Change the address"
          busyLabel="Sending…"
          errorTitle="Could not change the address"
          pending={change.isPending}
          error={change.error}
          onSubmit={(values, refused) => {
            change.mutate({ email: values.email.trim(), password: values.password }, { onError: refused });
          }}
        />
      )}
    </section>
  );
}

function PasswordSection() {
  const change = useChangePassword();
  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      {change.isSuccess && <p role="status">Your password is changed; your other sessions were signed out.</p>}
      <PlainForm
        idPrefix="password"
        table={{
          currentPassword: { label: 'Current password', attributes: PASSWORD },
          newPassword: { label: 'New password', attributes: NEW_PASSWORD },
        }}
        submitLabel="Change the password"
        busyLabel="Saving…"
        errorTitle="Could not change the password"
        pending={change.isPending}
        error={change.error}
        onSubmit={(values, refused) => {
          change.mutate(values, { onError: refused });
        }}
      />
    </section>
  );
}

function TwoFactorSection({ account }: { readonly account: AccountSettingsView }) {
  const setUp = useSetUpTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  return (
    <section aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-factor sign-in</h2>
      {codes !== null ? (
        <div role="status">
          <p>Two-factor sign-in is on. Keep these recovery codes somewhere safe: each signs in once without the app.</p>
          <ul className="recovery-codes" aria-label="Recovery codes">
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button"
            onClick={() => {
              setCodes(null);
            }}
          >
            I have saved them
          </button>
        </div>
      ) : account.twoFactor.enabled ? (
        <>
          <p>
            On: signing in asks for a code from your authenticator app. {account.twoFactor.recoveryCodesLeft} recovery
            codes left.
          </p>
          <PlainForm
            idPrefix="two-factor-off"
            table={{
              password: { label: 'Your password', attributes: PASSWORD },
              code: { label: 'Code from the app, or a recovery code', attributes: CODE },
            }}
            submitLabel="Turn two-factor sign-in off"
            busyLabel="Turning off…"
            errorTitle="Could not turn it off"
            pending={disable.isPending}
            error={disable.error}
            onSubmit={(values, refused) => {
              disable.mutate(values, { onError: refused });
            }}
          />
        </>
      ) : setUp.isSuccess ? (
        <>
          <p>Scan this code with your authenticator app, then type the code it shows.</p>
          <img
            className="qr-code"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setUp.data.qrCode)}`}
            alt="QR code of the two-factor secret for your authenticator app"
            width={200}
            height={200}
          />
          <p>
            Or type the secret: <code data-testid="totp-secret">{setUp.data.secret}</code>
          </p>
          <p className="muted">
            Or open this address on the phone: <code className="break-all">{setUp.data.uri}</code>
          </p>
          <PlainForm
            idPrefix="two-factor-on"
            table={{ code: { label: 'Code from the app', attributes: CODE } }}
            submitLabel="Turn two-factor sign-in on"
            busyLabel="Checking…"
            errorTitle="Could not turn it on"
            pending={enable.isPending}
            error={enable.error}
            onSubmit={(values, refused) => {
              enable.mutate(values.code.trim(), {
                onSuccess: (answer) => {
                  setCodes(answer.recoveryCodes);
                },
                onError: refused,
              });
            }}
          />
        </>
      ) : (
        <>
          <p>Off. With it on, signing in also asks for a code from an authenticator app on your phone.</p>
          {setUp.isError && (
            <p className="form-message form-message-error" role="alert">
              Could not start: please try again.
            </p>
          )}
          <button
            type="button"
            className="button"
            disabled={setUp.isPending}
            onClick={() => {
              setUp.mutate(undefined);
            }}
          >
            {setUp.isPending ? 'Starting…' : 'Set up two-factor sign-in'}
          </button>
        </>
      )}
    </section>
  );
}

function SessionsSection() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOthers();
  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you are signed in</h2>
      <QueryView query={sessions} loadingLabel="Loading your sessions" errorTitle="Your sessions could not be loaded">
        {(items) => (
          <>
            <ul className="session-list">
              {items.map((session) => (
                <li key={session.id}>
                  <strong>{session.current ? 'This browser' : session.userAgent}</strong>
                  {session.current ? <span className="muted"> ({session.userAgent})</span> : null}
                  <br />
                  <span className="muted">
                    From {session.client}; last used {new Date(session.lastUsedAt).toLocaleString()}; signed in{' '}
                    {new Date(session.createdAt).toLocaleString()}
                  </span>
                </li>
              ))}
            </ul>
            {items.length <= 1 ? (
              <p className="muted">No other sessions.</p>
            ) : (
              <button
                type="button"
                className="button secondary"
                disabled={signOutOthers.isPending}
                onClick={() => {
                  signOutOthers.mutate(undefined);
                }}
              >
                {signOutOthers.isPending ? 'Signing out…' : 'Sign out everywhere else'}
              </button>
            )}
            {signOutOthers.isError && (
              <p className="form-message form-message-error" role="alert">
                Could not sign out the other sessions. Please try again.
              </p>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

function DataSection() {
  return (
    <section aria-labelledby="data-title">
      <h2 id="data-title">Your data</h2>
      <p>
        A copy of everything we hold about you: your profile, items and their history, uploads, orders and licences,
        enquiries sent and received, reports you made and where you are signed in, as JSON files and your uploads in one
        ZIP. We e-mail you when it is taken.
      </p>
      <a className="button secondary" href={DATA_PACKAGE_URL} download>
        Download my data
      </a>
    </section>
  );
}

function DeleteSection({ account }: { readonly account: AccountSettingsView }) {
  const erase = useEraseAccount();
  if (erase.isSuccess)
    return (
      <section aria-labelledby="delete-title">
        <h2 id="delete-title">Account deleted</h2>
        <p role="status">
          Your account is deleted. A receipt is on its way to {account.email}, the last e-mail we send there.
        </p>
        <a className="button" href="/">
          Leave
        </a>
      </section>
    );
  const form = {
    idPrefix: 'delete-account',
    submitLabel: 'Delete my account for good',
    busyLabel: 'Deleting…',
    errorTitle: 'Your account was not deleted',
    pending: erase.isPending,
    error: erase.error,
    onSubmit: (values: { readonly password: string; readonly code?: string }, refused: () => void) => {
      erase.mutate(values, { onError: refused });
    },
  };
  return (
    <section aria-labelledby="delete-title">
      <h2 id="delete-title">Delete your account</h2>
      <p>Deleting your account is for good. Before you do, what happens:</p>
      <ul>
        <li>
          Your profile, bio, location, links and expert listing go, and so do your follows, likes and the images and
          files you uploaded. Your personal details are made unreadable everywhere we keep them, backups included.
        </li>
        <li>
          Your published items leave the marketplace. People who got or bought them keep them and their files, shown as
          by “Deleted creator”.
        </li>
        <li>
          Orders and licences stay on record without your name, for the people who bought from you and from whom you
          bought: refunds on them follow the usual terms, and payments already made stay as they are.
        </li>
        <li>Reports you made stay, without your words. Your handle stays reserved so no one else can take it.</li>
      </ul>
      {account.twoFactor.enabled ? (
        <PlainForm
          {...form}
          table={{
            password: { label: 'Your password', attributes: PASSWORD },
            code: { label: 'Code from the app, or a recovery code', attributes: CODE },
          }}
        />
      ) : (
        <PlainForm {...form} table={{ password: { label: 'Your password', attributes: PASSWORD } }} />
      )}
    </section>
  );
}

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = titledHead('Account settings', { indexed: false });

/** For one signed-in person: the browser renders it alone. */
export const browserOnly = true;
