import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NOTIFICATION_KINDS } from '@epaper/shared/notifications.texts';
import type { AdminProfile } from '@epaper/shared/profile.contract';
import { installFakeHttp, json, type SeenRequest } from '../lib/api/fake-http.test-helper.ts';
import { PathProbe } from '../lib/testing/render-screens.test-helper.tsx';
import { AppProviders } from './app-providers.tsx';
import { RootShell } from './root-shell.tsx';

export const profile: AdminProfile = {
  id: 1,
  name: 'Asha Rao',
  phone: '+919876543210',
  email: 'asha.rao@example.com',
  role: 'super_admin',
  is_admin: true,
  is_active: true,
  date_joined: '2024-01-15T10:00:00Z',
  last_login: null,
};

/** The whole app at `path`, as main.tsx mounts it, in a memory router. */
export function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <RootShell />
        <PathProbe />
      </AppProviders>
    </MemoryRouter>,
  );
}

/** The API as the server answers it, with handlers a test can override. */
export function fakeApi(overrides: Partial<Record<string, (request: SeenRequest) => Response>> = {}) {
  return installFakeHttp((request) => {
    const key = `${request.method} ${request.path}`;
    // An override names a path with its query, or without it to answer every query.
    const override = overrides[key] ?? overrides[key.split('?')[0] ?? key];
    if (override) return override(request);
    if (key === 'POST /api/auth/login/') return json(200, { access: 'a1', refresh: 'r1' });
    if (key === 'GET /api/users/profile/') return json(200, profile);
    if (key === 'POST /api/auth/logout/') return json(200, { message: 'Logged out' });
    if (key === 'GET /api/notifications/unread/') return json(200, { unread_count: 0, latest_id: null });
    if (key === 'GET /api/notifications/preferences/') {
      const email = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true]));
      return json(200, { email, email_address: profile.email });
    }
    if (key.startsWith('GET /api/users/activity/') || key.startsWith('GET /api/dashboard/users/'))
      return json(200, { count: 0, next: null, previous: null, results: [] });
    if (key.startsWith('GET /api/dashboard/admins/'))
      return json(200, { count: 0, active_count: 0, next: null, previous: null, results: [] });
    return json(404, { message: 'Not found', code: 'not_found' });
  });
}
