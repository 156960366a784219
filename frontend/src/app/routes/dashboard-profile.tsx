import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { Spinner } from '../../components/ui/spinner.js';
import { errorText } from '../../lib/error-text.js';
import { activeQueryClient } from '../../lib/query-client.js';
import { authKeys } from '../../features/auth/api/get-me.js';
import { myProfileQueryOptions, useMyProfile } from '../../features/dashboard-profile/api/get-my-profile.js';
import { ExpertListingForm } from '../../features/dashboard-profile/components/expert-listing-form.js';
import { ProfileForm } from '../../features/dashboard-profile/components/profile-form.js';
import { requireCreator } from '../require-creator.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCreator(activeQueryClient(), request);
  await activeQueryClient().query(myProfileQueryOptions());
  return null;
}

export function Component() {
  useDocumentTitle('Your profile');
  const profile = useMyProfile();
  const [reloads, setReloads] = useState(0);
  if (profile.isPending) return <Spinner label="Loading your profile" />;
  if (profile.isError) {
    return (
      <section className="state state-error" role="alert">
        <h1>Profile</h1>
        <p>{errorText(profile.error)}</p>
      </section>
    );
  }
  return (
    <>
      <h1>Profile</h1>
      {profile.data.moderation?.hidden === true && (
        <p className="form-message form-message-error" role="note">
          Hidden by moderators: {profile.data.moderation.reason}. Your page and items show on no public page until they
          restore you.
        </p>
      )}
      <section aria-labelledby="profile-title" className="panel">
        <h2 id="profile-title">Your public profile</h2>
        <ProfileForm
          key={reloads}
          profile={profile.data}
          // The header shows the creator's name and handle too.
          onSaved={() => void activeQueryClient().invalidateQueries({ queryKey: authKeys.all })}
          onReload={() => {
            void profile.refetch().then(() => {
              setReloads((n) => n + 1);
            });
          }}
        />
      </section>
      <section aria-labelledby="expert-title" className="panel">
        <h2 id="expert-title">Expert listing</h2>
        <ExpertListingForm listing={profile.data.expert} profileLocation={profile.data.location} />
      </section>
    </>
  );
}
