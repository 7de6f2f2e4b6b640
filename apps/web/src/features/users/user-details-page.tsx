import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { ArrowLeft, Pencil, RefreshCw } from 'lucide-react';
import type { User } from '@epaper/shared/users.contract';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { PageLoader } from '../../components/spinner.tsx';
import { loadErrorText } from '../../lib/api/load-error-text.ts';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { paths } from '../../lib/paths.ts';
import { isNotFound, useUser } from './api/get-user.ts';
import { ActivityTab } from './components/activity-tab.tsx';
import { EditUserDialog } from './components/edit-user-dialog.tsx';
import { ProfileInfoTab } from './components/profile-info-tab.tsx';
import { SubscriptionsTab } from './components/subscriptions-tab.tsx';
import { UserStatusCard } from './components/user-status-card.tsx';
import { useToggleUserStatus } from './components/use-toggle-user-status.tsx';
import { orNotApplicable, USERS_TEXTS } from './user-texts.ts';

/** The id in the path, or null when it cannot name an account (then nothing is fetched). */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

function BackLink() {
  return (
    <Link
      to={paths.users.list}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Users
    </Link>
  );
}

const TABS = [
  { value: 'profile', label: 'Profile Information' },
  { value: 'subscriptions', label: 'Subscription History' },
  { value: 'activity', label: 'Activity Log' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/**
 * The open tab, kept in the URL (`?tab=activity`) so a reload, a shared link and
 * Back/Forward open the same one; the first tab is the URL without it.
 */
function useTabInUrl(): [TabValue, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const current = isTab(raw) ? raw : TABS[0].value;
  // Radix reports a click on a tab twice (pointer down, then focus): one history entry each
  // time would make Back land on the same tab. The last tab asked for is remembered.
  const requested = useRef<TabValue>(current);
  useEffect(() => {
    requested.current = current;
  }, [current]);
  const open = (value: string) => {
    if (!isTab(value) || value === requested.current) return;
    requested.current = value;
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === TABS[0].value) next.delete('tab');
      else next.set('tab', value);
      return next;
    });
  };
  return [current, open];
}

const tabTrigger =
  '-mb-px border-b-2 border-transparent px-1 pb-3 text-center text-sm font-medium text-balance text-gray-600 sm:text-left sm:whitespace-nowrap hover:text-gray-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:text-gray-400 dark:hover:text-gray-100 dark:data-[state=active]:border-brand-400 dark:data-[state=active]:text-brand-300';

function UserDetails({ user }: { user: User }) {
  const status = useToggleUserStatus();
  const [tab, openTab] = useTabInUrl();
  const [isEditing, setIsEditing] = useState(false);
  const isReadOnly = user.is_admin;

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-lg font-medium break-words text-gray-900 dark:text-gray-100">
            {orNotApplicable(user.name)}
          </p>
          <p className="text-sm text-gray-600 dark:text-gray-400">{user.email ?? user.phone}</p>
        </div>
        {!isReadOnly && (
          <Button variant="secondary" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit details
          </Button>
        )}
      </div>

      <UserStatusCard user={user} onToggle={() => void status.toggle(user)} isBusy={status.busyId === user.id} />

      <Card>
        <Tabs.Root value={tab} onValueChange={openTab}>
          <Tabs.List
            aria-label="User information"
            // On a phone three equal columns, each name on up to two lines, the line under
            // all of them; a row of tabs from the sm width up.
            className="-mt-1 mb-5 grid grid-cols-3 border-b border-gray-200 sm:flex sm:gap-x-6 dark:border-gray-800"
          >
            {TABS.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} className={tabTrigger}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="profile">
            <ProfileInfoTab user={user} />
          </Tabs.Content>
          <Tabs.Content value="subscriptions">
            <SubscriptionsTab userId={user.id} />
          </Tabs.Content>
          <Tabs.Content value="activity">
            <ActivityTab userId={user.id} />
          </Tabs.Content>
        </Tabs.Root>
      </Card>

      {!isReadOnly && <EditUserDialog user={user} isOpen={isEditing} onOpenChange={setIsEditing} />}
      {status.dialog}
    </>
  );
}

/** /users/{id}: one account's status, profile, subscriptions and activity; an admin opens read-only. */
export function UserDetailsPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const id = parseId(useParams().id);
  const user = useUser(id);

  let body: ReactNode;
  if (id === null || (user.isError && isNotFound(user.error))) {
    body = (
      <Alert tone="warning" title={USERS_TEXTS.notFound}>
        It may have been removed, or the link is wrong. Go back to the users list to find it.
      </Alert>
    );
  } else if (user.isPending) {
    body = <PageLoader label="Loading user details…" />;
  } else if (user.isError) {
    body = (
      <Alert
        tone="error"
        title={USERS_TEXTS.fetchUserFailed}
        action={
          <Button variant="secondary" size="sm" onClick={() => void user.refetch()} isLoading={user.isFetching}>
            {!user.isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
            Retry
          </Button>
        }
      >
        {loadErrorText(user.error, USERS_TEXTS.fetchUserFailed)}
      </Alert>
    );
  } else {
    body = <UserDetails user={user.data} />;
  }

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <BackLink />
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{title}</h1>
      </div>
      {body}
    </div>
  );
}
