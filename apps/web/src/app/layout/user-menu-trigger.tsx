import { ChevronDown } from 'lucide-react';
import type { AdminProfile } from '@epaper/shared/profile.contract';

/**
 * Who the header says is signed in: the admin's name; when it is empty, the part of the
 * email before the @; without either, "User".
 */
export function headerLabel(name: string | null | undefined, email: string | null | undefined): string {
  const shown = name?.trim() || email?.split('@')[0]?.trim();
  return shown ? shown : 'User';
}

function initials(name: string | undefined, fallback: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word[0]) : [fallback[0]];
  return letters.join('').toUpperCase();
}

export const USER_MENU_TRIGGER_CLASS =
  'flex items-center gap-2.5 rounded-full p-0.5 text-gray-700 hover:bg-gray-100 sm:py-1 sm:pr-2 sm:pl-1 dark:text-gray-200 dark:hover:bg-gray-800';

type SignedInAdmin = Pick<AdminProfile, 'name' | 'email'> | undefined;

/** The user menu's button face: the initials, and from 640px the name and a chevron. */
export function UserMenuTrigger({ user }: { user: SignedInAdmin }) {
  const label = headerLabel(user?.name, user?.email);
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white sm:size-9"
      >
        {initials(user?.name, label)}
      </span>
      {/* Long names are cut; the title shows them whole. */}
      <span title={label} className="hidden max-w-40 truncate text-sm font-medium sm:block">
        {label}
      </span>
      <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
    </>
  );
}
