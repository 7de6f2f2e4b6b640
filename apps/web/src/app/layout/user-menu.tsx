import { ChevronDown, CircleHelp, LogOut, User } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuExternalLink,
  DropdownMenuLabel,
  DropdownMenuLink,
  DropdownMenuSeparator,
} from '../../components/dropdown-menu.tsx';
import { getSupportUrl } from '../../config/app-config.ts';
import { useAuth } from '../../features/auth/auth-context.ts';
import { paths } from '../../lib/paths.ts';

/**
 * Who the header says is signed in: the admin's name; when it is empty, the part of the
 * email before the @ (SPEC's label); without either, "User".
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

const entryIcon = 'size-4';

/** The signed-in admin's menu in the header. */
export function UserMenu() {
  const { user } = useAuth();
  const label = headerLabel(user?.name, user?.email);
  const email = user?.email || 'No email available';
  const supportUrl = getSupportUrl();
  return (
    <DropdownMenu
      // The name is the button's name at every width; on a phone only the initials show.
      triggerLabel={label}
      triggerClassName="flex items-center gap-2.5 rounded-full p-0.5 text-gray-700 hover:bg-gray-100 sm:py-1 sm:pr-2 sm:pl-1 dark:text-gray-200 dark:hover:bg-gray-800"
      trigger={
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
          Profile
        </DropdownMenuLink>
        {/* Only where the service names a help desk (SUPPORT_URL): no entry that leads nowhere. */}
        {supportUrl && (
          <DropdownMenuExternalLink href={supportUrl} icon={<CircleHelp aria-hidden="true" className={entryIcon} />}>
            Support
          </DropdownMenuExternalLink>
        )}
      </div>
      <DropdownMenuSeparator />
      <DropdownMenuLink to={paths.logout} icon={<LogOut aria-hidden="true" className={entryIcon} />}>
        Sign out
      </DropdownMenuLink>
    </DropdownMenu>
  );
}
