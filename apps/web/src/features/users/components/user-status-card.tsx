import { UserCheck, UserX } from 'lucide-react';
import type { User } from '@epaper/shared/users.contract';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { USER_STATUS_TEXTS, USERS_TEXTS } from '../user-texts.ts';
import { UserStatusBadge } from './user-badges.tsx';

type UserStatusCardProps = {
  user: User;
  onToggle: () => void;
  isBusy: boolean;
};

/** "User Status": what the status means, and Deactivate User / Activate User (readers only). */
export function UserStatusCard({ user, onToggle, isBusy }: UserStatusCardProps) {
  return (
    <Card title="User Status">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1.5">
          <UserStatusBadge isActive={user.is_active} />
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {user.is_active ? USERS_TEXTS.activeHint : USERS_TEXTS.inactiveHint}
          </p>
        </div>
        {user.is_admin ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">{USERS_TEXTS.adminReadOnly}</p>
        ) : (
          <Button variant={user.is_active ? 'danger' : 'primary'} isLoading={isBusy} onClick={onToggle}>
            {!isBusy &&
              (user.is_active ? (
                <UserX aria-hidden="true" className="size-4" />
              ) : (
                <UserCheck aria-hidden="true" className="size-4" />
              ))}
            {user.is_active ? USER_STATUS_TEXTS.deactivateUser : USER_STATUS_TEXTS.activateUser}
          </Button>
        )}
      </div>
    </Card>
  );
}
