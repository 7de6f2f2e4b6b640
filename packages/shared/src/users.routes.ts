import type { Paginated } from './pagination.contract.ts';
import { route } from './route.ts';
import type {
  ActivityQuery,
  UpdateUserRequest,
  ReplaceUserRequest,
  User,
  UserActivity,
  UserSubscription,
  UsersListQuery,
  PageOnlyQuery,
} from './users.contract.ts';

type UserParams = { id: number };

/** User Management: readers' accounts, their subscriptions and activity; admins open read-only. */
export const usersRoutes = {
  list: route<{ query: UsersListQuery; response: Paginated<User> }>('GET', '/dashboard/users/', 'admin'),
  get: route<{ params: UserParams; response: User }>('GET', '/dashboard/users/:id/', 'admin'),
  replace: route<{ params: UserParams; body: ReplaceUserRequest; response: User }>(
    'PUT',
    '/dashboard/users/:id/',
    'admin',
  ),
  update: route<{ params: UserParams; body: UpdateUserRequest; response: User }>(
    'PATCH',
    '/dashboard/users/:id/',
    'admin',
  ),
  suspend: route<{ params: UserParams; response: User }>('POST', '/dashboard/users/:id/suspend/', 'admin'),
  activate: route<{ params: UserParams; response: User }>('POST', '/dashboard/users/:id/activate/', 'admin'),
  subscriptions: route<{ params: UserParams; query: PageOnlyQuery; response: Paginated<UserSubscription> }>(
    'GET',
    '/dashboard/users/:id/subscriptions/',
    'admin',
  ),
  activity: route<{ params: UserParams; query: ActivityQuery; response: Paginated<UserActivity> }>(
    'GET',
    '/dashboard/users/:id/activity/',
    'admin',
  ),
  /** The signed-in admin's own activity. */
  ownActivity: route<{ query: ActivityQuery; response: Paginated<UserActivity> }>('GET', '/users/activity/', 'admin'),
};
