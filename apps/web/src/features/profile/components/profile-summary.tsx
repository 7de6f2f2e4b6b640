import type { AdminProfile } from '@epaper/shared/profile.contract';
import { ROLE_LABELS } from '@epaper/shared/roles';

/** The avatar strip at the top of the profile page. */
export function ProfileSummary({ profile }: { profile: AdminProfile }) {
  const initials = profile.name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
  const role = ROLE_LABELS[profile.role] ?? profile.role;
  const subtitle = profile.email ? `${role} · ${profile.email}` : role;
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-xs sm:p-6 dark:border-gray-800 dark:bg-gray-900">
      <span
        aria-hidden="true"
        className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xl font-semibold text-white"
      >
        {initials || '?'}
      </span>
      <div className="min-w-0">
        {/* Long names and emails are cut with an ellipsis; the title shows them whole on hover. */}
        <p title={profile.name} className="truncate text-lg font-semibold text-gray-900 dark:text-white">
          {profile.name}
        </p>
        <p title={subtitle} className="truncate text-sm text-gray-600 dark:text-gray-400">
          {subtitle}
        </p>
      </div>
    </div>
  );
}
