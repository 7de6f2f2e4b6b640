import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { route, routePath } from './route.ts';
import { pageQuerySchema, paginated } from './pagination.contract.ts';

describe('routePath', () => {
  const detail = route<{ params: { id: number }; response: unknown }>('GET', '/dashboard/users/:id/', 'admin');

  it('fills parameters, URL-encoded', () => {
    expect(routePath(detail, { id: 42 })).toBe('/dashboard/users/42/');
    expect(routePath(detail, { id: '../x' as unknown as number })).toBe('/dashboard/users/..%2Fx/');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => routePath(detail, {})).toThrow(/Missing path parameter "id"/);
  });
});

describe('endpoint', () => {
  it('binds schemas that match the route’s types', () => {
    const ping = route<{ body: { n: number }; response: { ok: boolean } }>('POST', '/ping/', 'admin');
    const bound = endpoint(ping, { body: z.object({ n: z.number() }), response: z.object({ ok: z.boolean() }) });
    expect(bound).toMatchObject({ method: 'POST', path: '/ping/', access: 'admin' });
    // A schema that disagrees with the route does not compile.
    // @ts-expect-error the response schema answers a string where the route promises { ok: boolean }
    endpoint(ping, { body: z.object({ n: z.number() }), response: z.string() });
  });

  it('binds a query schema only when its input is the route’s query, field for field', () => {
    const list = route<{ query: { page?: number; search?: string }; response: unknown }>('GET', '/things/', 'admin');
    const query = z.object({ page: z.coerce.number<number>().default(1), search: z.string().optional() });
    expect(endpoint(list, { query, response: z.unknown() }).schemas.query).toBe(query);
    // @ts-expect-error the schema reads `search` as a number where the route sends text
    endpoint(list, { query: query.extend({ search: z.coerce.number<number>().optional() }), response: z.unknown() });
    // @ts-expect-error the schema leaves out `search`, which the route sends
    endpoint(list, { query: query.omit({ search: true }), response: z.unknown() });
    // @ts-expect-error the schema reads `status`, which the route never sends
    endpoint(list, { query: query.extend({ status: z.string().optional() }), response: z.unknown() });
    const noQuery = route<{ response: unknown }>('GET', '/things/', 'admin');
    // @ts-expect-error a query schema on a route that declares no query
    endpoint(noQuery, { query, response: z.unknown() });
  });
});

describe('pagination', () => {
  it('reads page and page_size from query strings, with defaults and bounds', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(pageQuerySchema.parse({ page: '3', page_size: '50' })).toEqual({ page: 3, page_size: 50 });
    expect(pageQuerySchema.safeParse({ page_size: '101' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: 'two' }).success).toBe(false);
  });

  it('shapes a list answer', () => {
    const list = paginated(z.object({ id: z.number() }));
    expect(list.parse({ count: 1, next: null, previous: null, results: [{ id: 1 }] }).results).toHaveLength(1);
    expect(list.safeParse({ results: [] }).success).toBe(false);
  });
});
