import type { z } from 'zod';
import type { Route, RouteTypes } from './route.ts';

/** The zod schemas of one route; each must accept and produce the types the route declares. */
export type EndpointSchemas<T extends RouteTypes> = {
  params?: z.ZodType<T['params']>;
  query?: z.ZodType<unknown, unknown>;
  body?: z.ZodType<unknown, T['body']>;
  response: z.ZodType<T['response']>;
  /** The success status; 200 unless said. */
  status?: 200 | 201;
};

/** A route with its schemas: what the server registers, validates and documents. */
export type Endpoint<
  T extends RouteTypes = RouteTypes,
  S extends EndpointSchemas<T> = EndpointSchemas<T>,
> = Route<T> & {
  readonly schemas: S;
};

/** Binds schemas to a route; a schema that disagrees with the route's types does not compile. */
export function endpoint<T extends RouteTypes, const S extends EndpointSchemas<T>>(
  route: Route<T>,
  schemas: S,
): Endpoint<T, S> {
  return { ...route, schemas };
}
