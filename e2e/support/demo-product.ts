// The built product on demo-scale data: `npm run demo` writes ~30,000 readers, plans,
// subscriptions and six demo admins (apps/server/src/demo/) into a fresh data folder,
// then the built server starts on it. Used by the journeys that need real readers and by
// bench/db-contention.bench.ts.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_ADMIN_PASSWORD, DEMO_MARKER_PHONE } from '../../apps/server/src/demo/demo-config.ts';
import { ROOT, startBuiltProduct, type BuiltProduct } from './built-product.ts';

const run = promisify(execFile);

/** A phone and password to sign in with (app.ts's Credentials; not imported, so bench/ can use this file). */
type Credentials = { phone: string; password: string };

/** The demo super admin (created by the system); every demo admin shares its password. */
export const DEMO_SUPER_ADMIN: Credentials = { phone: DEMO_MARKER_PHONE, password: DEMO_ADMIN_PASSWORD };

/** `npm run demo` on the given database: demo-scale data, the demo admins among it. */
export async function writeDemoData(env: Record<string, string>): Promise<string> {
  const args = ['--import', 'tsx', 'apps/server/src/demo.ts', ...(env.DATABASE_URL ? ['--force'] : [])];
  const { stdout } = await run(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env } });
  return stdout;
}

/**
 * The demo data in `templateDir`, written there by the first caller of a run (the browser
 * suite's files run one at a time): writing ~30,000 readers and processing twelve
 * editions takes a minute or more, copying the folder a second or two.
 */
async function demoTemplate(templateDir: string): Promise<string> {
  const dataDir = path.join(templateDir, 'data');
  const ready = path.join(templateDir, 'ready');
  if (!existsSync(ready)) {
    rmSync(dataDir, { recursive: true, force: true });
    await writeDemoData({ DATA_DIR: dataDir });
    writeFileSync(ready, new Date().toISOString());
  }
  return dataDir;
}

/**
 * Writes the demo data into a fresh folder (or copies it from `templateDir`, see
 * demoTemplate) and starts the built server on it; `stop` also removes the folder.
 */
export async function startDemoProduct(templateDir?: string): Promise<BuiltProduct> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'epaper-e2e-demo-'));
  try {
    if (templateDir) {
      // cp -a: the database folder keeps its owner (PostgreSQL's OS user when run as root) and modes.
      await run('cp', ['-a', `${await demoTemplate(templateDir)}/.`, dataDir]);
    } else {
      await writeDemoData({ DATA_DIR: dataDir });
    }
    const product = await startBuiltProduct({ DATA_DIR: dataDir });
    return {
      ...product,
      stop: async () => {
        try {
          await product.stop();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A signed-in API client for learning expected figures (never for what the screen shows). */
export type DemoApi = {
  get: <Body>(path: string) => Promise<Body>;
};

/** Signs in through the API as `credentials` and answers a client that sends its bearer token. */
export async function demoApi(baseURL: string, credentials: Credentials): Promise<DemoApi> {
  const login = await fetch(`${baseURL}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ full_phone: credentials.phone, password: credentials.password, is_admin: true }),
  });
  if (!login.ok) throw new Error(`sign-in through the API answered ${login.status}: ${await login.text()}`);
  const { access } = (await login.json()) as { access: string };
  return {
    get: async <Body>(path: string) => {
      const answer = await fetch(`${baseURL}${path}`, { headers: { Authorization: `Bearer ${access}` } });
      if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}: ${await answer.text()}`);
      return (await answer.json()) as Body;
    },
  };
}
