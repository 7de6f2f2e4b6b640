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
import { sendRequest, type HttpMethod, type TransportResponse } from './http-transport.ts';
import { renewAccessToken } from './token-refresh.ts';
import { getAccessToken } from './token-storage.ts';

/** The normalised response every call answers. */
export type ApiResponse<T> = {
  /** True for HTTP 200–399. */
  status: boolean;
  /** The body's `data` when the body is an envelope, else the body itself. */
  data: T;
  message: string | null;
  code: string | null;
};

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  body?: unknown;
  /** Query string parameters; null, undefined and empty values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | undefined;
};

const ENVELOPE_KEYS = new Set(['status', 'data', 'message', 'code']);

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

function readString(body: unknown, key: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

function unwrapData(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('data' in body)) return body;
  const isEnvelope = Object.keys(body).every((key) => ENVELOPE_KEYS.has(key));
  return isEnvelope ? (body as { data: unknown }).data : body;
}

function normalise<T>(answer: TransportResponse): ApiResponse<T> {
  const isSuccess = answer.status >= 200 && answer.status < 400;
  if (!isSuccess) throw new ApiError({ status: answer.status, statusText: answer.statusText, body: answer.body });
  return {
    status: true,
    data: unwrapData(answer.body) as T,
    message: readString(answer.body, 'message'),
    code: readString(answer.body, 'code'),
  };
}

/**
 * Calls the API with the stored bearer token. A 401 from a non-auth endpoint renews the
 * token once (shared with concurrent requests) and retries the request once; a failure
 * Throws an ApiError whose message is the text to show a person.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const url = buildUrl(path, options.query);
  const send = (accessToken: string | null) =>
    sendRequest({ method, url, body: options.body, accessToken, signal: options.signal });
  const answer = isAuthEndpoint(path) ? await send(getAccessToken()) : await sendWithTokenRenewal(send);
  return normalise<T>(answer);
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

/** Shorthands for the five verbs the API uses. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

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
 * path is written twice), its request and answer are typed by it.
 */
export async function callApi<R extends Route>(
  route: R,
  options: CallOptions<R> = {} as CallOptions<R>,
): Promise<RouteResponse<R>> {
  const path = routePath(route, (options.params ?? {}) as Record<string, string | number>);
  const response = await apiRequest<RouteResponse<R>>(route.method, path, {
    body: options.body,
    query: options.query as Record<string, QueryValue> | undefined,
    signal: options.signal,
  });
  return response.data;
}
