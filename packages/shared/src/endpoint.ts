import type { z } from 'zod';
import type { Route, RouteTypes } from './route.ts';

/** The zod schemas of one route; each must accept and produce the types the route declares. */
export type EndpointSchemas<T extends RouteTypes> = {
  params?: z.ZodType<T['params']>;
  /** Its input is the route's query, field for field (see QueryAgrees). */
  query?: z.ZodType<unknown, T['query']>;
  body?: z.ZodType<unknown, T['body']>;
  response: z.ZodType<T['response']>;
  /** The success status; 200 unless said. */
  status?: 200 | 201;
};

/** True when A and B have the same keys and each is assignable to the other. */
type Agrees<A, B> = [A, keyof A] extends [B, keyof B] ? ([B, keyof B] extends [A, keyof A] ? true : false) : false;

/**
 * A query schema's input must be the route's query exactly, checked both ways: every field
 * of a query is optional, so a schema missing a field the client sends, or reading one it
 * never sends, would pass a one-way check.
 */
type QueryAgrees<T extends RouteTypes, S extends EndpointSchemas<T>> = S['query'] extends z.ZodType
  ? Agrees<z.input<S['query']>, T['query']> extends true
    ? unknown
    : { query: 'the schema’s input disagrees with the route’s query type' }
  : unknown;

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
  schemas: S & QueryAgrees<T, S>,
): Endpoint<T, S> {
  return { ...route, schemas };
}
