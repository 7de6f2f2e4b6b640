import { useEffect, useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { RefreshIcon } from '../../components/icons.tsx';
import { PageLoader } from '../../components/spinner.tsx';
import { getErrorMessage } from '../../lib/api/error-messages.ts';
import { useAccount } from '../../lib/api/account-query.ts';
import { AccountInfoCard } from './components/account-info-card.tsx';
import { ProfileForm } from './components/profile-form.tsx';
import { ProfileSummary } from './components/profile-summary.tsx';

/** SPEC §9: the success banner hides after 5 seconds. */
const BANNER_MS = 5000;

/** Shows the banner for BANNER_MS after each save; a new save restarts the timer. */
function useSavedBanner(): [boolean, () => void] {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setSavedAt(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);
  return [savedAt !== null, () => setSavedAt(Date.now())];
}

/** /profile */
export function ProfilePage() {
  const profile = useAccount();
  const [isBannerShown, showBanner] = useSavedBanner();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">My Profile</h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Manage your account details and password.</p>
      </div>

      {isBannerShown && <Alert tone="success">Profile updated successfully!</Alert>}

      {profile.isPending && <PageLoader label="Loading profile…" />}

      {profile.isError && (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void profile.refetch()} isLoading={profile.isFetching}>
              {!profile.isFetching && <RefreshIcon className="size-4" />}
              Retry
            </Button>
          }
        >
          Failed to fetch profile: {getErrorMessage(profile.error)}
        </Alert>
      )}

      {profile.data && (
        <>
          <ProfileSummary profile={profile.data} />
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <ProfileForm profile={profile.data} onSaved={showBanner} />
            </div>
            <AccountInfoCard profile={profile.data} />
          </div>
        </>
      )}
    </div>
  );
}
