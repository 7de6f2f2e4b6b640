import {
  routePath,
  type Route,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@epaper/shared/route';
import { getApiBaseUrl } from '../../config/app-config.ts';
import { ApiError } from './api-error.ts';
import { sendRequest } from './http-transport.ts';
import { renewAccessToken } from './token-refresh.ts';
import { getAccessToken } from './token-storage.ts';

export type QueryValue = string | number | boolean | null | undefined;

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${getApiBaseUrl()}${path}${search ? `?${search}` : ''}`;
}

/** Auth endpoints answer 401 for bad credentials or tokens: never refresh for those. */
function isAuthEndpoint(path: string): boolean {
  return path.startsWith('/auth/');
}

/**
 * Sends with the stored access token; on a 401 renews the token once (shared with
 * concurrent requests) and sends once more with the new one.
 */
export async function sendWithTokenRenewal<R extends { status: number }>(
  send: (accessToken: string | null) => Promise<R>,
): Promise<R> {
  const usedToken = getAccessToken();
  const answer = await send(usedToken);
  if (answer.status !== 401) return answer;
  const renewed = await renewAccessToken(usedToken);
  return renewed ? send(renewed) : answer;
}

type TypesOf<R> = R extends Route<infer T> ? T : never;
type Declares<R, K extends string> = K extends keyof TypesOf<R> ? true : false;

/** What a call of `route` takes: its path parameters, query and body, as the contract types them. */
export type CallOptions<R extends Route> = { signal?: AbortSignal | undefined } & (Declares<R, 'params'> extends true
  ? { params: RouteParams<R> }
  : { params?: undefined }) &
  (Declares<R, 'query'> extends true ? { query?: RouteQuery<R> & Record<string, QueryValue> } : { query?: undefined }) &
  (Declares<R, 'body'> extends true ? { body: RouteBody<R> } : { body?: undefined });

/**
 * Calls one route of the shared contract: its method and path come from the contract (no
 * path is written twice), its request and answer are typed by it. Sent with the stored
 * bearer token; a 401 from a non-auth endpoint renews the token once (shared with
 * concurrent requests) and retries once. A failure throws an ApiError whose message is the
 * text to show a person.
 */
export async function callApi<R extends Route>(
  route: R,
  options: CallOptions<R> = {} as CallOptions<R>,
): Promise<RouteResponse<R>> {
  const path = routePath(route, (options.params ?? {}) as Record<string, string | number>);
  const url = buildUrl(path, options.query as Record<string, QueryValue> | undefined);
  const send = (accessToken: string | null) =>
    sendRequest({ method: route.method, url, body: options.body, accessToken, signal: options.signal });
  const answer = isAuthEndpoint(path) ? await send(getAccessToken()) : await sendWithTokenRenewal(send);
  if (answer.status < 200 || answer.status >= 400) {
    throw new ApiError({ status: answer.status, statusText: answer.statusText, body: answer.body });
  }
  // Our server answers every route in its contract's shape (the response schema serialises it).
  return answer.body as RouteResponse<R>;
}
