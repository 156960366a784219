import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import type { ProfileView } from '@creators/contracts';
import { FormErrorSummary } from '../../../components/ui/error-summary.js';
import { controlsOf, setField, TextFields, type FieldTable } from '../../../components/ui/field-table.js';
import { StaleNotice } from '../../../components/ui/stale-notice.js';
import { ImageField, type UploadedImage } from '../../../components/upload/image-field.js';
import { formErrorsOf, hasFormErrors, isStaleRevision, NO_FORM_ERRORS } from '../../../lib/form-errors.js';
import { useStandingErrors } from '../../../lib/use-standing-errors.js';
import { creatorPath } from '../../../lib/paths.js';
import { completeWebUrl, WEB_ADDRESS_HINT } from '../../../lib/safe-url.js';
import { useLeaveWarning } from '../../../lib/use-leave-warning.js';
import { useUpdateProfile, type ProfileChanges } from '../api/update-profile.js';

type ProfileField = 'name' | 'handle' | 'bio' | 'location' | 'websiteUrl' | 'avatarUrl';

const ID_PREFIX = 'profile';
const TABLE: FieldTable<ProfileField> = {
  name: { label: 'Name', attributes: { autoComplete: 'name', maxLength: 80 } },
  handle: {
    label: 'Handle',
    hint: (handle) => `Your page is at /${handle.trim()}. Changing it changes that address.`,
    attributes: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  },
  bio: {
    label: 'Bio',
    hint: 'A few sentences about you and your work. Markdown: **bold**, - lists, [links](https://…).',
    optional: true,
    textarea: true,
    attributes: { rows: 4, maxLength: 2000 },
  },
  location: { label: 'Location', optional: true, attributes: { autoComplete: 'address-level2', maxLength: 100 } },
  websiteUrl: {
    label: 'Website',
    // The same rule, in the same words, as a link's address.
    hint: WEB_ADDRESS_HINT,
    optional: true,
    attributes: { type: 'url', inputMode: 'url', autoComplete: 'url' },
  },
  avatarUrl: {
    label: 'Avatar image address',
    hint: 'Or an https:// address of a square image.',
    optional: true,
    attributes: { type: 'url', inputMode: 'url' },
  },
};
const TEXT_FIELDS = Object.keys(TABLE) as ProfileField[];
const CONTROLS = {
  ...controlsOf(ID_PREFIX, TABLE),
  avatarImageId: { label: 'Avatar', controlId: 'profile-avatar-image' },
};
const FIELDS = Object.keys(CONTROLS);

const valuesOf = (profile: ProfileView): Record<ProfileField, string> => ({
  name: profile.name,
  handle: profile.handle,
  bio: profile.bio,
  location: profile.location,
  websiteUrl: profile.websiteUrl ?? '',
  // An uploaded avatar's address is the upload's; the address field is for addresses given by hand.
  avatarUrl: (profile.avatar ?? null) === null ? (profile.avatarUrl ?? '') : '',
});

const uploadedOf = (profile: ProfileView): UploadedImage | null =>
  profile.avatar === undefined || profile.avatar === null
    ? null
    : { uploadId: profile.avatar.uploadId, image: profile.avatar };

/** Only what changed; an emptied avatar or website is cleared (null). */
export function profileChanges(
  before: Record<ProfileField, string>,
  after: Record<ProfileField, string>,
): ProfileChanges {
  const changes: Record<string, string | null> = {};
  for (const field of TEXT_FIELDS) {
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
  const [avatar, setAvatar] = useState(uploadedOf(profile));
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The notice sits above the form; saving happens at its foot: bring what was said into view.
  useEffect(() => {
    if (notice !== null) noticeRef.current?.focus();
  }, [notice]);
  const leaveWarning = useLeaveWarning(!update.isPending && JSON.stringify(values) !== JSON.stringify(initial));
  const stale = isStaleRevision(update.error);
  const errors = useStandingErrors(
    update.error,
    update.error === null || stale ? NO_FORM_ERRORS : formErrorsOf(update.error, FIELDS),
    values,
  );
  const set = setField(setValues);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const before = uploadedOf(profile)?.uploadId ?? null;
    const after = avatar?.uploadId ?? null;
    // Read as a link's address is: example.com is https://example.com, shown as it will be kept.
    const completed = { ...values, websiteUrl: completeWebUrl(values.websiteUrl) };
    setValues(completed);
    const { avatarUrl, ...rest } = profileChanges(initial, completed);
    // An uploaded avatar goes by its id; the address only while there is none.
    const changes: ProfileChanges = {
      ...rest,
      ...(after === before ? {} : after === null ? { avatarImageId: null } : { avatarImageId: after }),
      ...(after === null && avatarUrl !== undefined ? { avatarUrl } : {}),
    };
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

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={update.isPending}>
      {leaveWarning}
      <p ref={noticeRef} className="notice" role="status" tabIndex={-1}>
        {notice}
        {notice === 'Profile saved.' && (
          <>
            {' '}
            <Link to={creatorPath(profile.handle)}>See your page</Link>
          </>
        )}
      </p>
      {stale && (
        <StaleNotice onReload={onReload}>
          Your profile was changed elsewhere since this page opened, so these changes were not saved.
        </StaleNotice>
      )}
      {!update.isPending && update.isError && !stale && hasFormErrors(errors) && (
        <FormErrorSummary errors={errors} controls={CONTROLS} />
      )}
      <TextFields
        idPrefix={ID_PREFIX}
        table={TABLE}
        names={['name', 'handle', 'bio', 'location', 'websiteUrl']}
        values={values}
        errors={errors}
        onChange={set}
      />
      <ImageField
        id={CONTROLS.avatarImageId.controlId}
        label="Avatar"
        purpose="avatar"
        aspect={1}
        value={avatar}
        error={errors.byField.avatarImageId}
        onChange={setAvatar}
      />
      {avatar === null ? (
        <TextFields
          idPrefix={ID_PREFIX}
          table={TABLE}
          names={['avatarUrl']}
          values={values}
          errors={errors}
          onChange={set}
        />
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save profile'}
        </button>
      </div>
    </form>
  );
}
