// Starts the built product (`node apps/server/dist/server.js`, what `npm start` runs) on a
// free port with a fresh data folder and a known first super admin, for the browser benchmarks.
import path from 'node:path';
import { assertBuilt, ROOT, startBuiltProduct } from '../../e2e/support/built-product.ts';

export { ROOT };
/** The web build the server serves: apps/web/dist, or BENCH_WEB_DIST_DIR to measure another copy (e.g. a candidate fix). */
export const WEB_DIST = path.resolve(process.env.BENCH_WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist'));
export const ADMIN_PHONE = '+919000000001';
export const ADMIN_PASSWORD = 'bench-password-1';

export type RunningServer = { baseURL: string; stop: () => Promise<void> };
export type TokenPair = { access: string; refresh: string };

/** Starts the built server with the known first super admin, serving WEB_DIST. */
export async function startBuiltServer(): Promise<RunningServer> {
  assertBuilt(WEB_DIST);
  const product = await startBuiltProduct({ ADMIN_PHONE, ADMIN_PASSWORD, WEB_DIST_DIR: WEB_DIST });
  return { baseURL: product.baseURL, stop: product.stop };
}

/** Signs the first super admin in through the API, as the sign-in page does. */
export async function signIn(baseURL: string): Promise<TokenPair> {
  const response = await fetch(`${baseURL}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ full_phone: ADMIN_PHONE, password: ADMIN_PASSWORD, is_admin: true }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const tokens = (await response.json()) as Partial<TokenPair>;
  if (!tokens.access || !tokens.refresh) throw new Error('sign-in answered without access and refresh tokens');
  return { access: tokens.access, refresh: tokens.refresh };
}

/** The SPA's Web Storage keys for "Keep me logged in" (apps/web/src/lib/storage/storage-keys.ts). */
export const TOKEN_KEYS = { access: 'access_token', refresh: 'refresh_token' } as const;
