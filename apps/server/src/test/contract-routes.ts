import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from '@epaper/shared/endpoint';
import type { Route } from '@epaper/shared/route';

/**
 * The route contract as the tests read it: every route of every `*.routes.ts` of the
 * shared package and the schemas `*.endpoints.ts` binds to it. Read from the folder, not
 * from a list, so a route added in a new file is enumerated too (and then needs its row
 * in the permission matrix).
 */
const SHARED_SOURCE = fileURLToPath(new URL('../../../../packages/shared/src/', import.meta.url));

/** `METHOD /path/:param/`, the path as the contract writes it (without the `/api` prefix). */
export const routeKey = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** One route of the contract, with its schemas when an endpoint binds them. */
export type ContractRoute = Route & { key: string; endpoint?: Endpoint };

const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Route).method === 'string' &&
  typeof (value as Route).path === 'string' &&
  typeof (value as Route).access === 'string';

const isEndpoint = (value: unknown): value is Endpoint =>
  isRoute(value) && typeof (value as Endpoint).schemas === 'object';

/** The values of every object exported by the shared files with this suffix, flattened. */
async function exportedValues(suffix: string): Promise<unknown[]> {
  const files = readdirSync(SHARED_SOURCE).filter((file) => file.endsWith(suffix));
  const modules = await Promise.all(
    files.map((file) => import(path.join(SHARED_SOURCE, file)) as Promise<Record<string, unknown>>),
  );
  return modules
    .flatMap((module) => Object.values(module))
    .filter((group): group is Record<string, unknown> => typeof group === 'object' && group !== null)
    .flatMap((group) => Object.values(group));
}

/** Every route of the contract, sorted by key, each with its endpoint's schemas if it has any. */
export async function contractRoutes(): Promise<ContractRoute[]> {
  const routes = (await exportedValues('.routes.ts')).filter(isRoute);
  const endpoints = new Map((await exportedValues('.endpoints.ts')).filter(isEndpoint).map((e) => [routeKey(e), e]));
  const byKey = new Map<string, ContractRoute>();
  for (const route of routes) {
    const key = routeKey(route);
    if (byKey.has(key)) throw new Error(`The contract declares ${key} twice`);
    const endpoint = endpoints.get(key);
    byKey.set(key, {
      method: route.method,
      path: route.path,
      access: route.access,
      key,
      ...(endpoint && { endpoint }),
    });
  }
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}
