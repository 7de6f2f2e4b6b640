import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BackupStatus } from '@epaper/shared/backups.contract';
import type { AdminProfile } from '@epaper/shared/profile.contract';
import { accountQueryKey } from '../../../lib/api/account-query.ts';
import { installFakeHttp, json } from '../../../lib/api/fake-http.test-helper.ts';
import { backupStatusKey } from '../api/dashboard-keys.ts';
import { BackupWarning } from './backup-warning.tsx';

const STATUS_PATH = '/api/dashboard/backups/status/';

const superAdmin: AdminProfile = {
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

const failed: BackupStatus = {
  enabled: true,
  keep: 7,
  last_success: { at: '2026-03-28T21:00:12Z', file: 'epaper-2026-03-28T21-00-00Z.tar.gz', size_bytes: 52_428_800 },
  last_failure: { at: '2026-03-29T21:00:05Z', message: "EACCES: permission denied, mkdir '/backups'" },
};

/** The signed-in admin and the backups' state, answered at the fetch boundary. */
function fakeApi(profile: AdminProfile, status: BackupStatus) {
  return installFakeHttp((request) => {
    if (request.path === '/api/users/profile/') return json(200, profile);
    if (request.path === STATUS_PATH) return json(200, status);
    return json(404, { message: 'Not found', code: 'not_found' });
  });
}

/** The warning with a cache the test can read, to know when an answer is in. */
function renderWarning() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BackupWarning />
    </QueryClientProvider>,
  );
  return queryClient;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BackupWarning', () => {
  it('tells a super admin when the last backup failed, what the server said and what to do', async () => {
    fakeApi(superAdmin, failed);
    renderWarning();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The last daily backup failed');
    expect(alert.textContent).toContain('It failed on 30 Mar 2026, 2:30 am IST.');
    expect(alert.textContent).toContain('The server said:');
    expect(within(alert).getByText("EACCES: permission denied, mkdir '/backups'")).toBeTruthy();
    expect(alert.textContent).toContain('The newest backup that worked is from 29 Mar 2026, 2:30 am IST.');
    expect(alert.textContent).toContain("Check the server's log and the backup folder; the next backup runs tonight.");
  });

  it('says so when no backup has ever worked', async () => {
    fakeApi(superAdmin, { ...failed, last_success: null });
    renderWarning();
    expect((await screen.findByRole('alert')).textContent).toContain('No backup has succeeded yet.');
  });

  it.each([
    ['the last backup worked', { ...failed, last_failure: null }],
    ['backups are off', { ...failed, enabled: false }],
  ])('shows nothing when %s', async (_case, status) => {
    const http = fakeApi(superAdmin, status);
    const queryClient = renderWarning();
    await waitFor(() => expect(queryClient.getQueryState(backupStatusKey)?.status).toBe('success'));
    expect(http.requests.map((request) => request.path)).toContain(STATUS_PATH);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never asks for the status for an admin who is not a super admin', async () => {
    const http = fakeApi({ ...superAdmin, role: 'admin' }, failed);
    const queryClient = renderWarning();
    await waitFor(() => expect(queryClient.getQueryState(accountQueryKey)?.status).toBe('success'));
    // One more turn, so a request the now-known role would start has been sent.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(http.requests.map((request) => request.path)).toEqual(['/api/users/profile/']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
