import { CircleHelp, LogOut, User } from 'lucide-react';
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
import { headerLabel, USER_MENU_TRIGGER_CLASS, UserMenuTrigger } from './user-menu-trigger.tsx';

const entryIcon = 'size-4';

/** The signed-in admin's menu in the header (Radix: a deferred module, see header-user-menu.tsx). */
export function UserMenu({ isOpenAtFirst }: { isOpenAtFirst: boolean }) {
  const { user } = useAuth();
  const email = user?.email || 'No email available';
  const supportUrl = getSupportUrl();
  return (
    <DropdownMenu
      isOpenAtFirst={isOpenAtFirst}
      // The name is the button's name at every width; on a phone only the initials show.
      triggerLabel={headerLabel(user?.name, user?.email)}
      triggerClassName={USER_MENU_TRIGGER_CLASS}
      trigger={<UserMenuTrigger user={user} />}
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
