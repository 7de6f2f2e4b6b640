import { DeferredMenuButton } from '../../components/deferred-menu-button.tsx';
import { useAuth } from '../../features/auth/auth-context.ts';
import { deferredModule } from '../../lib/lazy/deferred-module.ts';
import { headerLabel, USER_MENU_TRIGGER_CLASS, UserMenuTrigger } from './user-menu-trigger.tsx';

/** The user menu's Radix code, fetched once the first screen has painted (or with the layout from 768px). */
export const userMenuModule = deferredModule(() => import('./user-menu.tsx'));

/** The header's user menu: its button at once, the menu itself with its module. */
export function HeaderUserMenu() {
  const { user } = useAuth();
  return (
    <DeferredMenuButton
      module={userMenuModule}
      popup="menu"
      button={{
        'aria-label': headerLabel(user?.name, user?.email),
        className: USER_MENU_TRIGGER_CLASS,
        children: <UserMenuTrigger user={user} />,
      }}
      render={(module, isOpenAtFirst) => <module.UserMenu isOpenAtFirst={isOpenAtFirst} />}
    />
  );
}
