/**
 * The route table of the API, without schemas, so the dashboard's first bundle can name
 * every call it makes without loading zod. Each route carries the types of its request
 * and answer as a phantom (never set at run time); `endpoint()` in endpoint.ts binds the
 * zod schemas to a route and refuses, at compile time, schemas that do not match them.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. Everything under /api is for signed-in admins unless it says
 * otherwise: `public` needs no session, `super_admin` needs that role, `reader` is an
 * end user's session, `signed_url` is a URL the API signed for a signed-in admin (an
 * `<img>` or a download link, which cannot carry a bearer token), whose session must
 * still be live.
 */
export type Access = 'public' | 'admin' | 'super_admin' | 'reader' | 'signed_url';

/** The request and answer types a route carries. */
export type RouteTypes = {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  response: unknown;
};

/** One API call: method, path under the API base (with `:name` parameters) and access. */
export type Route<T extends RouteTypes = RouteTypes> = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** Phantom: the request and answer types; always undefined at run time. */
  readonly types?: T;
};

/** Declares a route; `T` names its params, query, body and answer types. */
export function route<T extends RouteTypes>(method: HttpMethod, path: string, access: Access): Route<T> {
  return { method, path, access };
}

type TypesOf<R> = R extends Route<infer T> ? T : never;
/** The path parameters of a route. */
export type RouteParams<R> = TypesOf<R>['params'];
/** The query string of a route. */
export type RouteQuery<R> = TypesOf<R>['query'];
/** The JSON body a route takes. */
export type RouteBody<R> = TypesOf<R>['body'];
/** The JSON a route answers on success. */
export type RouteResponse<R> = TypesOf<R>['response'];

/** The route's path with its `:name` parameters filled in (URL-encoded). */
export function routePath(route: Route, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${route.path}`);
    return encodeURIComponent(String(value));
  });
}
