import { Dropdown, DropdownLink } from '../../components/dropdown.tsx';
import { ChevronDownIcon, HelpIcon, LogoutIcon, SettingsIcon, UserIcon } from '../../components/icons.tsx';
import { useAuth } from '../../features/auth/auth-context.ts';

/** SPEC: the header shows the part of the email before the @, or "User". */
export function headerLabel(email: string | null | undefined): string {
  const local = email?.split('@')[0]?.trim();
  return local ? local : 'User';
}

function initials(name: string | undefined, fallback: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word[0]) : [fallback[0]];
  return letters.join('').toUpperCase();
}

/** The signed-in admin's menu in the header. */
export function UserMenu() {
  const { user } = useAuth();
  const label = headerLabel(user?.email);
  return (
    <Dropdown
      triggerClassName="flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
      trigger={
        <>
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
          >
            {initials(user?.name, label)}
          </span>
          <span className="hidden max-w-40 truncate text-sm font-medium sm:block">{label}</span>
          <span className="sr-only sm:hidden">{label}</span>
          <ChevronDownIcon className="size-4" />
        </>
      }
    >
      <div className="border-b border-gray-200 px-3 pt-1 pb-3 dark:border-gray-800">
        <p className="truncate text-sm font-semibold text-gray-900 dark:text-white">{user?.name}</p>
        <p className="truncate text-sm text-gray-600 dark:text-gray-400">{user?.email || 'No email available'}</p>
      </div>
      <div className="space-y-0.5 py-2">
        <DropdownLink to="/profile" icon={<UserIcon />}>
          Edit profile
        </DropdownLink>
        <DropdownLink to="/profile" icon={<SettingsIcon />}>
          Account settings
        </DropdownLink>
        <DropdownLink to="/profile" icon={<HelpIcon />}>
          Support
        </DropdownLink>
      </div>
      <div className="border-t border-gray-200 pt-2 dark:border-gray-800">
        <DropdownLink to="/logout" icon={<LogoutIcon />}>
          Sign out
        </DropdownLink>
      </div>
    </Dropdown>
  );
}
