import { Route } from 'react-router';
import type { User } from '@epaper/shared/users.contract';
import { renderScreens } from '../../lib/testing/render-screens.test-helper.tsx';
import { installFakeHttp, json, type SeenRequest } from '../../lib/api/fake-http.test-helper.ts';
import { UserDetailsPage } from './user-details-page.tsx';
import { UsersPage } from './users-page.tsx';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    phone: '+919812345678',
    address: '12 MG Road, Bengaluru',
    is_active: true,
    is_verified: true,
    is_admin: false,
    role: 'user',
    profile_image: null,
    date_joined: '2025-03-05T10:00:00Z',
    created_at: '2025-03-05T10:00:00Z',
    updated_at: '2025-04-01T09:30:00Z',
    last_login: null,
    ...overrides,
  };
}

export const page = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

/** Routes a fake request by method and path without its query; the rest is 404. */
export function fakeUsersApi(routes: Record<string, (request: SeenRequest) => Response>) {
  return installFakeHttp((request) => {
    const key = `${request.method} ${request.path.split('?')[0]}`;
    const handler = routes[key];
    return handler ? handler(request) : json(404, { message: 'User not found.', code: 'not_found' });
  });
}

/** The two screens in a memory router, with a fresh query cache and the toaster. */
export function renderUsers(path: string) {
  return renderScreens(
    path,
    <>
      <Route path="/users" element={<UsersPage title="User Management" />} />
      <Route path="/users/:id" element={<UserDetailsPage title="User Details" />} />
    </>,
  );
}
