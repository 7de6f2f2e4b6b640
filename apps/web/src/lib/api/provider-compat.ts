/**
 * Tolerance for the answers of an earlier provider's server, whose shapes varied: answers
 * wrapped in a `{status, data, message, code}` envelope or not, an edition's pages as a
 * plain list, `{pages: […]}`, `{results: […]}` or an index-keyed object, lists without a
 * `count`, a token refresh without a new refresh token, and error bodies as a bare field
 * map, `error` or `detail` text, or plain text. It is kept so the dashboard works against
 * such a server. Our own server always answers in the contract's shapes, which pass
 * through unchanged. This is the only place that reads an answer's shape: everything
 * behind it sees the contract's types.
 */
import type { TokenPair } from '@epaper/shared/auth.contract';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import type { ErrorBody } from '@epaper/shared/errors.contract';
import type { Paginated } from '@epaper/shared/pagination.contract';
import type { Route, RouteResponse } from '@epaper/shared/route';
import type { SubscriptionItem } from '@epaper/shared/user-subscriptions.contract';
import { userSubscriptionRoutes } from '@epaper/shared/user-subscriptions.routes';
import { SUBSCRIPTION_TEXTS } from '@epaper/shared/user-subscriptions.texts';

type Entry = Record<string, unknown>;

function isRecord(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number, also when a server sent it as text ("3"); null otherwise. */
function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

const ENVELOPE_KEYS = new Set(['status', 'data', 'message', 'code']);

/** The body's `data` when the body is a `{status, data, message, code}` envelope, else the body itself. */
function unwrapEnvelope(body: unknown): unknown {
  if (!isRecord(body) || !('data' in body)) return body;
  return Object.keys(body).every((key) => ENVELOPE_KEYS.has(key)) ? body.data : body;
}

/** One entry as a page, or null when it lacks what a screen needs to show it. */
function pageOf(entry: unknown): EpaperPage | null {
  if (!isRecord(entry)) return null;
  const id = wholeNumber(entry.id);
  const pageNumber = wholeNumber(entry.page_number);
  const imagePath = text(entry.image_path);
  const pdfPath = text(entry.pdf_path);
  if (id === null || pageNumber === null || pageNumber < 1 || imagePath === null || pdfPath === null) return null;
  return {
    id,
    page_number: pageNumber,
    // A missing thumbnail still shows the page: the large image scaled down.
    thumbnail_path: text(entry.thumbnail_path) ?? imagePath,
    image_path: imagePath,
    pdf_path: pdfPath,
    // Unknown sizes are 0: the screens then fall back to a page's usual proportions.
    width: Math.max(wholeNumber(entry.width) ?? 0, 0),
    height: Math.max(wholeNumber(entry.height) ?? 0, 0),
    // An earlier provider kept no versions: the page is its only one.
    version_count: Math.max(wholeNumber(entry.version_count) ?? 1, 1),
    updated_at: text(entry.updated_at) ?? '',
  };
}

/** `{"0": {...}, "1": {...}}`: an object whose every key is an index. */
function isIndexKeyed(value: Entry): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => /^\d+$/.test(key));
}

function entriesOf(answer: unknown, depth: number): unknown[] {
  if (Array.isArray(answer)) return answer;
  if (!isRecord(answer)) return [];
  if (isIndexKeyed(answer)) return Object.values(answer);
  // `{pages: …}` or `{results: …}` may wrap any of the other shapes; one level deep is enough.
  if (depth > 0) return [];
  if ('pages' in answer) return entriesOf(answer.pages, depth + 1);
  if ('results' in answer) return entriesOf(answer.results, depth + 1);
  return [];
}

/**
 * An edition's pages from any of the provider's shapes, sorted by page number; entries
 * that are not pages are dropped rather than breaking the screen.
 */
function contractPages(answer: unknown): EpaperPage[] {
  return entriesOf(answer, 0)
    .map(pageOf)
    .filter((page): page is EpaperPage => page !== null)
    .sort((a, b) => a.page_number - b.page_number);
}

function withContractPages(answer: unknown): EpaperWithPages {
  const { pages, findings } = answer as { pages?: unknown; findings?: unknown };
  return {
    ...(answer as EpaperWithPages),
    pages: contractPages(pages),
    // An earlier provider had no checks before publishing.
    findings: Array.isArray(findings) ? (findings as EpaperWithPages['findings']) : [],
  };
}

/**
 * A page of User Subscriptions: without a list of `results` the table has nothing to show,
 * so the load fails with the invalid-format text; a missing `count` is the rows' count.
 */
function subscriptionPage(answer: unknown): Paginated<SubscriptionItem> {
  const body = isRecord(answer) ? answer : {};
  if (!Array.isArray(body.results)) throw new Error(SUBSCRIPTION_TEXTS.invalidFormat);
  const results = body.results as SubscriptionItem[];
  return {
    count: typeof body.count === 'number' ? body.count : results.length,
    next: typeof body.next === 'string' ? body.next : null,
    previous: typeof body.previous === 'string' ? body.previous : null,
    results,
  };
}

/** The answers whose shape varied beyond the envelope, each with what reads it into the contract's type. */
const ANSWER_READERS = new Map<Route, (answer: unknown) => unknown>([
  [epapersRoutes.get, withContractPages],
  [epapersRoutes.update, withContractPages],
  [epapersRoutes.pages, contractPages],
  [userSubscriptionRoutes.list, subscriptionPage],
]);

/** A successful answer of `route` as the contract types it. */
export function readAnswer<R extends Route>(route: R, body: unknown): RouteResponse<R> {
  const answer = unwrapEnvelope(body);
  const read = ANSWER_READERS.get(route);
  return (read ? read(answer) : answer) as RouteResponse<R>;
}

/** A token refresh's answer; the provider sent no new refresh token when it did not rotate it. */
export function readRefreshAnswer(body: unknown): (Pick<TokenPair, 'access'> & Partial<TokenPair>) | null {
  if (!isRecord(body)) return null;
  const { access, refresh } = body;
  if (typeof access !== 'string' || access === '') return null;
  return typeof refresh === 'string' && refresh !== '' ? { access, refresh } : { access };
}

/** Field name to its messages, as in `errors` of the contract's error body. */
export type FieldErrors = NonNullable<ErrorBody['errors']>;

/** A failed answer's body in the contract's terms; null or empty where it said nothing. */
export type ErrorAnswer = {
  message: ErrorBody['message'] | null;
  code: ErrorBody['code'] | null;
  errors: FieldErrors;
  /** What the provider said in place of `message`: its `error` or `detail` text. */
  detail: string | null;
  /** A body of plain text rather than JSON. */
  text: string | null;
};

/** The first non-empty string among the body's given fields. */
function bodyText(body: unknown, fields: readonly string[]): string | null {
  if (!isRecord(body)) return null;
  for (const field of fields) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
}

/** `errors` of our body, or the provider's bare `{"field": ["message"]}` body. */
function fieldErrorsOf(body: unknown): FieldErrors {
  if (!isRecord(body)) return {};
  const source = isRecord(body.errors) ? body.errors : body;
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(source)) {
    if (isStringList(messages)) result[field] = messages;
  }
  return result;
}

/** A failed answer's body, whichever form it came in. */
export function readErrorAnswer(body: unknown): ErrorAnswer {
  return {
    message: bodyText(body, ['message']),
    code: bodyText(body, ['code']),
    errors: fieldErrorsOf(body),
    detail: bodyText(body, ['error', 'detail']),
    text: typeof body === 'string' && body.trim() !== '' ? body : null,
  };
}
