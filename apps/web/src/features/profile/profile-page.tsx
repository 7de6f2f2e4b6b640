import { useEffect, useState, type ReactNode } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { RefreshCw } from 'lucide-react';
import { PageLoader } from '../../components/spinner.tsx';
import { loadErrorText } from '../../lib/api/load-error-text.ts';
import { failureText } from '../../lib/notify.ts';
import { useAccount } from '../../lib/api/account-query.ts';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { AccountInfoCard } from './components/account-info-card.tsx';
import { ProfileForm } from './components/profile-form.tsx';
import { ProfileSummary } from './components/profile-summary.tsx';
import { RecentActivityCard } from './components/recent-activity-card.tsx';

/** The success banner hides after 5 seconds. */
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

type ProfilePageProps = {
  title: string;
  /** The "Email notifications" card, under the form. The app passes it in: a feature never imports another. */
  emailNotifications?: ReactNode;
};

/** /profile */
export function ProfilePage({ title, emailNotifications }: ProfilePageProps) {
  const profile = useAccount();
  const [isBannerShown, showBanner] = useSavedBanner();
  useDocumentTitle(title);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">My Profile</h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Manage your account details and password.</p>
      </div>

      {/* Fixed, so it is seen wherever Save Changes was pressed (on a phone, far below the top
          of the page) and nothing moves when it comes and goes: at the bottom of a phone's
          screen, under the header on wider ones. Clicks pass through to what it covers. */}
      <div className="pointer-events-none fixed inset-x-4 bottom-4 z-20 md:top-20 md:right-6 md:bottom-auto md:left-auto md:w-96">
        {isBannerShown && (
          // An opaque backing: the alert's own tint is translucent in the dark theme.
          <div className="rounded-xl bg-white shadow-lg dark:bg-gray-900">
            <Alert tone="success">Profile updated successfully!</Alert>
          </div>
        )}
      </div>
      {profile.isPending && <PageLoader label="Loading profile…" />}

      {profile.isError && (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void profile.refetch()} isLoading={profile.isFetching}>
              {!profile.isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
              Retry
            </Button>
          }
        >
          {failureText('fetch profile', loadErrorText(profile.error, ''))}
        </Alert>
      )}

      {profile.data && (
        <>
          <ProfileSummary profile={profile.data} />
          {/* Side by side only from 1280px: beside a 290px sidebar at 1024px the card would be 200px wide. */}
          <div className="grid items-start gap-6 xl:grid-cols-3">
            <div className="space-y-6 xl:col-span-2">
              <ProfileForm profile={profile.data} onSaved={showBanner} />
              {emailNotifications}
            </div>
            <div className="space-y-6">
              <AccountInfoCard profile={profile.data} />
              <RecentActivityCard />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
