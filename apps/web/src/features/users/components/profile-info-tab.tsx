import type { ReactNode } from 'react';
import type { User } from '@epaper/shared/users.contract';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import { orNotApplicable } from '../user-texts.ts';
import { VerifiedBadge } from './user-badges.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="text-sm font-medium break-words text-gray-900 dark:text-gray-100">{children}</dd>
    </div>
  );
}

/** "Profile Information": the account's fields, as they are stored. */
export function ProfileInfoTab({ user }: { user: User }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Item label="Full Name">{orNotApplicable(user.name)}</Item>
      <Item label="Email">{orNotApplicable(user.email)}</Item>
      <Item label="Phone">{orNotApplicable(user.phone)}</Item>
      <Item label="Address">
        <span className="whitespace-pre-line">{orNotApplicable(user.address)}</span>
      </Item>
      <Item label="Account Type">{user.is_admin ? 'Administrator' : 'Standard User'}</Item>
      <Item label="Verification Status">
        <VerifiedBadge isVerified={user.is_verified} />
      </Item>
      <Item label="Registered On">{formatDateTime(user.created_at)}</Item>
      <Item label="Last Updated">{formatDateTime(user.updated_at)}</Item>
    </dl>
  );
}
