import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './fixtures.ts';

/** GET /api/dashboard/analytics/<path> as the admin whose token is `access`; it must answer 200. */
export async function getAnalytics<T>(app: FastifyInstance, access: string, path: string): Promise<T> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dashboard/analytics/${path}`,
    headers: bearer(access),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
