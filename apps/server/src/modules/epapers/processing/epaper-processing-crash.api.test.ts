import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { EDITION_FIELDS } from '../../../test/epaper-uploads.ts';
import { newspaperPdf } from '../../../test/pdf-fixtures.ts';
import { SUPER_ADMIN } from '../../../test/test-app.ts';
import type { ThrowawayDatabase } from '../../../test/throwaway-database.ts';
import { createTemplateCopy } from '../../../test/template-copy.ts';
import { stopLeftoverPostgres } from '../../../test/embedded-leftovers.ts';

// The server process is killed (SIGKILL: no shutdown code runs) while it renders an
// edition; the next start on the same data finishes the edition, with each page once.
// On the embedded project the server runs its own PostgreSQL in DATA_DIR, which the kill
// leaves running: the next start stops it and starts afresh.

const PAGES = 12;
const isPostgres = process.env.TEST_DB_KIND === 'postgres';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'epaper-crash-test-'));
let postgres: ThrowawayDatabase | undefined;
const running = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await stopLeftoverPostgres(dataDir);
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function environment(): Promise<Record<string, string>> {
  if (isPostgres) postgres ??= await createTemplateCopy('epaper_crash');
  return {
    PATH: process.env.PATH ?? '',
    // Production logging: the test reads the "listening" line.
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    ...(postgres && { DATABASE_URL: postgres.url }),
    HOST: '127.0.0.1',
    PORT: '0',
    TOKEN_SECRET: 'crash-test-signing-secret-that-is-long-enough-01234',
    ADMIN_PHONE: SUPER_ADMIN.phone,
    ADMIN_PASSWORD: SUPER_ADMIN.password,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // One thread, so the kill lands while pages remain; a dead run is noticed within seconds.
    PDF_THREADS: '1',
    JOBS_MONITOR_INTERVAL_SECONDS: '2',
  };
}

/** Starts the server from its sources and resolves with its base URL. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const entry = new URL('../../../server.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', tsx, entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return { child, baseUrl };
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ full_phone: SUPER_ADMIN.phone, password: SUPER_ADMIN.password, is_admin: true }),
  });
  return ((await response.json()) as { access: string }).access;
}

type Edition = {
  id: number;
  processing_status: string;
  pages_done: number;
  page_count: number;
  pages: Array<{ page_number: number }>;
};

async function readEdition(baseUrl: string, access: string, id: number): Promise<Edition> {
  const response = await fetch(`${baseUrl}/api/epapers/${id}/`, { headers: { authorization: `Bearer ${access}` } });
  return (await response.json()) as Edition;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it(`finishes an edition whose server was killed mid-processing, each of its ${PAGES} pages once`, async () => {
  const env = await environment();
  const first = await startServer(env);
  let access = await signIn(first.baseUrl);
  const form = new FormData();
  for (const [name, value] of Object.entries(EDITION_FIELDS)) form.append(name, value);
  form.append('pdf_file', new Blob([newspaperPdf({ pages: PAGES })], { type: 'application/pdf' }), 'edition.pdf');
  const upload = await fetch(`${first.baseUrl}/api/epapers/upload-paper/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  const { id } = (await upload.json()) as { id: number };

  // Some pages are stored, not all: kill it there.
  await waitUntil(async () => (await readEdition(first.baseUrl, access, id)).pages_done >= 2, 60_000, 'two pages');
  first.child.kill('SIGKILL');
  await once(first.child, 'exit');

  const second = await startServer(env);
  access = await signIn(second.baseUrl);
  const halfway = await readEdition(second.baseUrl, access, id);
  expect(halfway.processing_status).toBe('pending');
  expect(halfway.pages_done).toBeLessThan(PAGES);
  await waitUntil(
    async () => (await readEdition(second.baseUrl, access, id)).processing_status !== 'pending',
    90_000,
    'the edition to finish',
  );
  const done = await readEdition(second.baseUrl, access, id);
  expect(done).toMatchObject({ processing_status: 'completed', page_count: PAGES, pages_done: PAGES });
  expect(done.pages.map((page) => page.page_number)).toEqual(Array.from({ length: PAGES }, (_, index) => index + 1));
  // Then the reading images: each page's three files once, nothing else under pages/.
  const storage = readdirSync(path.join(dataDir, 'files', 'epapers'));
  expect(storage).toHaveLength(1);
  const pagesFolder = path.join(dataDir, 'files', 'epapers', storage[0] ?? '', 'pages');
  await waitUntil(async () => readdirSync(pagesFolder).length >= PAGES * 3, 60_000, 'the reading images');
  const expected = Array.from({ length: PAGES }, (_, index) => index + 1).flatMap((n) => [
    `${n}.pdf`,
    `${n}.webp`,
    `${n}-thumb.webp`,
  ]);
  expect(readdirSync(pagesFolder).sort()).toEqual(expected.sort());
  second.child.kill('SIGTERM');
  await once(second.child, 'exit');
}, 180_000);
