import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import type { ProfileView } from '@creators/contracts';
import { FormErrorSummary } from '../../../components/ui/error-summary.js';
import { Field } from '../../../components/ui/field.js';
import { StaleNotice } from '../../../components/ui/stale-notice.js';
import { formErrorsOf, isStaleRevision, NO_FORM_ERRORS } from '../../../lib/form-errors.js';
import { useUpdateProfile, type ProfileChanges } from '../api/update-profile.js';

const CONTROLS = {
  name: { label: 'Name', controlId: 'profile-name' },
  handle: { label: 'Handle', controlId: 'profile-handle' },
  bio: { label: 'Bio', controlId: 'profile-bio' },
  location: { label: 'Location', controlId: 'profile-location' },
  websiteUrl: { label: 'Website', controlId: 'profile-website' },
  avatarUrl: { label: 'Avatar image address', controlId: 'profile-avatar' },
};
type ProfileField = keyof typeof CONTROLS;
const FIELDS = Object.keys(CONTROLS);

const valuesOf = (profile: ProfileView): Record<ProfileField, string> => ({
  name: profile.name,
  handle: profile.handle,
  bio: profile.bio,
  location: profile.location,
  websiteUrl: profile.websiteUrl ?? '',
  avatarUrl: profile.avatarUrl ?? '',
});

/** Only what changed; an emptied avatar or website is cleared (null). */
export function profileChanges(
  before: Record<ProfileField, string>,
  after: Record<ProfileField, string>,
): ProfileChanges {
  const changes: Record<string, string | null> = {};
  for (const field of Object.keys(CONTROLS) as ProfileField[]) {
    const value = field === 'bio' ? after[field] : after[field].trim();
    if (value === before[field]) continue;
    changes[field] = (field === 'avatarUrl' || field === 'websiteUrl') && value === '' ? null : value;
  }
  return changes;
}

interface ProfileFormProps {
  readonly profile: ProfileView;
  /** After a save: whoever shows the creator's name elsewhere refreshes it. */
  readonly onSaved: () => void;
  /** Someone changed the profile meanwhile: start again from the latest. */
  readonly onReload: () => void;
}

/** The creator's public profile: handle, name, bio, avatar, website and location. */
export function ProfileForm({ profile, onSaved, onReload }: ProfileFormProps) {
  const update = useUpdateProfile();
  const initial = valuesOf(profile);
  const [values, setValues] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const stale = isStaleRevision(update.error);
  const errors = update.error === null || stale ? NO_FORM_ERRORS : formErrorsOf(update.error, FIELDS);
  const set = (field: ProfileField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const changes = profileChanges(initial, values);
    if (Object.keys(changes).length === 0) {
      setNotice('Nothing changed.');
      return;
    }
    update.mutate(
      { revision: profile.revision, changes },
      {
        onSuccess: () => {
          setNotice('Profile saved.');
          onSaved();
        },
      },
    );
  };

  const text = (field: 'name' | 'location', autoComplete: string, maxLength: number) => (
    <Field
      id={CONTROLS[field].controlId}
      label={CONTROLS[field].label}
      error={errors.byField[field]}
      optional={field === 'location'}
    >
      {(control) => (
        <input
          {...control}
          name={field}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={values[field]}
          onChange={set(field)}
        />
      )}
    </Field>
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={update.isPending}>
      <p className="notice" role="status">
        {notice}
        {notice === 'Profile saved.' && (
          <>
            {' '}
            <Link to={`/${profile.handle}`}>See your page</Link>
          </>
        )}
      </p>
      {stale && (
        <StaleNotice onReload={onReload}>
          Your profile was changed elsewhere since this page opened, so these changes were not saved.
        </StaleNotice>
      )}
      {!update.isPending && update.isError && !stale && <FormErrorSummary errors={errors} controls={CONTROLS} />}
      {text('name', 'name', 80)}
      <Field
        id={CONTROLS.handle.controlId}
        label={CONTROLS.handle.label}
        hint={`Your page is at /${values.handle.trim()}. Changing it changes that address.`}
        error={errors.byField.handle}
      >
        {(control) => (
          <input
            {...control}
            name="handle"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.handle}
            onChange={set('handle')}
          />
        )}
      </Field>
      <Field
        id={CONTROLS.bio.controlId}
        label={CONTROLS.bio.label}
        hint="A few sentences about you and your work."
        error={errors.byField.bio}
        optional
      >
        {(control) => (
          <textarea {...control} name="bio" rows={4} maxLength={2000} value={values.bio} onChange={set('bio')} />
        )}
      </Field>
      {text('location', 'address-level2', 100)}
      <Field
        id={CONTROLS.websiteUrl.controlId}
        label={CONTROLS.websiteUrl.label}
        hint="Starting with https://"
        error={errors.byField.websiteUrl}
        optional
      >
        {(control) => (
          <input
            {...control}
            name="websiteUrl"
            type="url"
            inputMode="url"
            autoComplete="url"
            value={values.websiteUrl}
            onChange={set('websiteUrl')}
          />
        )}
      </Field>
      <Field
        id={CONTROLS.avatarUrl.controlId}
        label={CONTROLS.avatarUrl.label}
        hint="An https:// address of a square image."
        error={errors.byField.avatarUrl}
        optional
      >
        {(control) => (
          <input
            {...control}
            name="avatarUrl"
            type="url"
            inputMode="url"
            value={values.avatarUrl}
            onChange={set('avatarUrl')}
          />
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save profile'}
        </button>
      </div>
    </form>
  );
}
