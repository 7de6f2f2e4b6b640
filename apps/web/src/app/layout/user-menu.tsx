import { ChevronDown, CircleHelp, LogOut, SlidersHorizontal, User } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuLabel,
  DropdownMenuLink,
  DropdownMenuSeparator,
} from '../../components/dropdown-menu.tsx';
import { useAuth } from '../../features/auth/auth-context.ts';
import { paths } from '../../lib/paths.ts';

/** The header shows the part of the email before the @, or "User". */
export function headerLabel(email: string | null | undefined): string {
  const local = email?.split('@')[0]?.trim();
  return local ? local : 'User';
}

function initials(name: string | undefined, fallback: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word[0]) : [fallback[0]];
  return letters.join('').toUpperCase();
}

const entryIcon = 'size-4';

/** The signed-in admin's menu in the header. */
export function UserMenu() {
  const { user } = useAuth();
  const label = headerLabel(user?.email);
  const email = user?.email || 'No email available';
  return (
    <DropdownMenu
      triggerClassName="flex items-center gap-2.5 rounded-full p-0.5 text-gray-700 hover:bg-gray-100 sm:py-1 sm:pr-2 sm:pl-1 dark:text-gray-200 dark:hover:bg-gray-800"
      trigger={
        <>
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white sm:size-9"
          >
            {initials(user?.name, label)}
          </span>
          {/* Long local parts are cut; the title shows them whole. */}
          <span title={label} className="hidden max-w-40 truncate text-sm font-medium sm:block">
            {label}
          </span>
          <span className="sr-only sm:hidden">{label}</span>
          <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
        </>
      }
    >
      <DropdownMenuLabel>
        <span title={user?.name} className="block truncate text-sm font-semibold text-gray-900 dark:text-white">
          {user?.name}
        </span>
        <span title={email} className="block truncate text-sm font-normal text-gray-600 dark:text-gray-400">
          {email}
        </span>
      </DropdownMenuLabel>
      <div className="space-y-0.5 pt-2">
        <DropdownMenuLink to={paths.profile} icon={<User aria-hidden="true" className={entryIcon} />}>
          Edit profile
        </DropdownMenuLink>
        <DropdownMenuLink to={paths.profile} icon={<SlidersHorizontal aria-hidden="true" className={entryIcon} />}>
          Account settings
        </DropdownMenuLink>
        <DropdownMenuLink to={paths.profile} icon={<CircleHelp aria-hidden="true" className={entryIcon} />}>
          Support
        </DropdownMenuLink>
      </div>
      <DropdownMenuSeparator />
      <DropdownMenuLink to={paths.logout} icon={<LogOut aria-hidden="true" className={entryIcon} />}>
        Sign out
      </DropdownMenuLink>
    </DropdownMenu>
  );
}
