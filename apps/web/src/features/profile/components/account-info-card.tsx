import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import type { AdminProfile } from '@epaper/shared/profile.contract';
import { ROLE_LABELS } from '@epaper/shared/roles';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { formatDate, formatDateTime } from '../../../lib/format/date-format.ts';
import { paths } from '../../../lib/paths.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <dt className="shrink-0 text-sm whitespace-nowrap text-gray-600 dark:text-gray-400">{label}</dt>
      {/* Balanced: a time too long for one line breaks after its day, never before its zone alone. */}
      <dd className="text-right text-sm font-medium text-balance text-gray-900 dark:text-gray-100">{children}</dd>
    </div>
  );
}

/** "Account Information": role, status, dates, and a Logout button. */
export function AccountInfoCard({ profile }: { profile: AdminProfile }) {
  const navigate = useNavigate();
  return (
    <Card title="Account Information">
      <dl className="divide-y divide-gray-200 dark:divide-gray-800">
        <Row label="Role">{ROLE_LABELS[profile.role] ?? profile.role}</Row>
        <Row label="Status">
          <Badge tone={profile.is_active ? 'success' : 'danger'}>{profile.is_active ? 'Active' : 'Inactive'}</Badge>
        </Row>
        <Row label="Member Since">{formatDate(profile.date_joined)}</Row>
        <Row label="Last Login">{profile.last_login ? formatDateTime(profile.last_login) : 'Never'}</Row>
      </dl>
      <Button variant="secondary" className="mt-6 w-full" onClick={() => navigate(paths.logout)}>
        <LogOut aria-hidden="true" className="size-4" />
        Logout
      </Button>
    </Card>
  );
}
