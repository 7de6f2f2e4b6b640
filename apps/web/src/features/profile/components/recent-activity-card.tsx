import { Activity, BookOpen, CreditCard, LogIn, LogOut, ShieldCheck, UserPen, UserPlus } from 'lucide-react';
import type { ActivityType } from '@epaper/shared/users.contract';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { loadErrorText } from '../../../lib/api/load-error-text.ts';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import { useOwnActivity } from '../api/own-activity.ts';

const ICONS: Record<ActivityType, typeof Activity> = {
  login: LogIn,
  logout: LogOut,
  subscription: CreditCard,
  profile: UserPen,
  status: ShieldCheck,
  registration: UserPlus,
  reading: BookOpen,
  others: Activity,
};

/** "Recent activity": the signed-in admin's latest sign-ins and sign-outs, with where from. */
export function RecentActivityCard() {
  const activity = useOwnActivity();
  return (
    <Card title="Recent activity">
      {activity.isPending && <Spinner label="Loading activity…" />}
      {activity.isError && (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void activity.refetch()}>
              Retry
            </Button>
          }
        >
          {loadErrorText(activity.error, 'Failed to load activity')}
        </Alert>
      )}
      {activity.data && activity.data.results.length === 0 && (
        <p className="text-sm text-gray-600 dark:text-gray-400">No activity records found</p>
      )}
      {activity.data && activity.data.results.length > 0 && (
        <ul className="divide-y divide-gray-200 dark:divide-gray-800">
          {activity.data.results.map((entry) => {
            const Icon = ICONS[entry.activity_type] ?? Activity;
            return (
              <li key={entry.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500 dark:text-gray-400" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-gray-900 dark:text-gray-100">{entry.description}</p>
                  <p className="text-xs text-gray-600 dark:text-gray-400">
                    {formatDateTime(entry.created_at)}
                    {entry.ip_address && <> · {entry.ip_address}</>}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
