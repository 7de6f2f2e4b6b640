// The Dashboard's warning of a failed daily backup. On a product of its own with BACKUP_DIR
// set (backups on), the runs are written into its backup_runs table, as the 02:30 job
// would: a super admin sees the failure and the server's message, and the warning goes
// once a later backup has worked; a plain admin sees nothing and never asks.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningServerUrl } from '../apps/server/src/db/embedded/running-server.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { openSignedIn, STEP_TIMEOUT, visible, type Credentials } from './support/app.ts';
import { startBuiltProduct, type BuiltProduct } from './support/built-product.ts';

const files = useBrowserPerFile();
const SUPER_ADMIN: Credentials = { phone: '+919812300011', password: 'Backup-Super-Admin-1' };
const ADMIN: Credentials = { phone: '+919812300012', password: 'Backup-Plain-Admin-1' };
const FAILURE = "EACCES: permission denied, mkdir '/backups'";
const STATUS_PATH = '/api/dashboard/backups/status/';

let product: BuiltProduct | undefined;
let backupDir = '';

function running(): BuiltProduct {
  if (!product) throw new Error('the product starts in beforeAll');
  return product;
}

/** Runs SQL on the product's embedded PostgreSQL, beside the running server. */
async function sql(text: string, values: unknown[] = []): Promise<void> {
  const url = runningServerUrl(path.join(running().dataDir, 'pgdata'));
  if (!url) throw new Error('the product’s embedded PostgreSQL is not running');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  backupDir = mkdtempSync(path.join(os.tmpdir(), 'epaper-e2e-backups-'));
  product = await startBuiltProduct({
    ADMIN_PHONE: SUPER_ADMIN.phone,
    ADMIN_PASSWORD: SUPER_ADMIN.password,
    BACKUP_DIR: backupDir,
  });
  const login = await fetch(`${product.baseURL}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ full_phone: SUPER_ADMIN.phone, password: SUPER_ADMIN.password, is_admin: true }),
  });
  const { access } = (await login.json()) as { access: string };
  const created = await fetch(`${product.baseURL}/api/dashboard/admins/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    body: JSON.stringify({
      name: 'Plain Admin',
      email: 'plain.admin@example.com',
      phone: ADMIN.phone,
      password: ADMIN.password,
      role: 'admin',
    }),
  });
  if (created.status !== 201) throw new Error(`creating the admin answered ${created.status}`);
  // Last night's backup failed.
  await sql(`INSERT INTO backup_runs (started_at, ok, error) VALUES (now() - interval '1 minute', false, $1)`, [
    FAILURE,
  ]);
}, 120_000);

afterAll(async () => {
  await product?.stop();
  rmSync(backupDir, { recursive: true, force: true });
});

/** Signs in as `credentials` and opens the Dashboard; answers the page and the paths it asked the API for. */
async function openDashboard(credentials: Credentials): Promise<{ page: Page; asked: string[] }> {
  const { context, page } = await openSignedIn(files.browser(), { credentials, baseURL: running().baseURL });
  files.track(context);
  context.setDefaultTimeout(STEP_TIMEOUT);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/dashboard');
  await visible(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
  return { page, asked };
}

const warning = (page: Page) => page.getByRole('alert').filter({ hasText: 'The last daily backup failed' });

describe('the failed-backup warning on the Dashboard', () => {
  it('is not shown to a plain admin, who never asks for the backups’ state', async () => {
    const { page, asked } = await openDashboard(ADMIN);
    await visible(page.getByRole('heading', { name: 'Popular E-Papers' }));
    expect(await warning(page).count()).toBe(0);
    expect(asked).toContain('/api/dashboard/analytics/overview/');
    expect(asked).not.toContain(STATUS_PATH);
  });

  it('tells a super admin the backup failed and why, and is gone once a backup has worked', async () => {
    const { page } = await openDashboard(SUPER_ADMIN);
    const alert = await visible(warning(page));
    const text = await alert.innerText();
    expect(text).toContain('The server said:');
    expect(text).toContain(FAILURE);
    expect(text).toContain('No backup has succeeded yet.');
    expect(text).toContain("Check the server's log and the backup folder; the next backup runs tonight.");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Tonight's backup works.
    await sql(
      `INSERT INTO backup_runs (started_at, ok, file, size_bytes) VALUES (now(), true, 'epaper-tonight.tar.gz', 1048576)`,
    );
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === STATUS_PATH);
    await page.reload();
    expect(((await (await answered).json()) as { last_failure: unknown }).last_failure).toBeNull();
    await visible(page.getByRole('heading', { name: 'Popular E-Papers' }));
    expect(await warning(page).count()).toBe(0);
  });
});
