import { ERROR_TEXTS, STATUS_TEXTS } from './error-texts.ts';
import { firstFieldMessage, readBodyText, readFieldErrors, type FieldErrors } from './response-body.ts';

type ApiErrorInit = {
  /** HTTP status, or null when no response arrived (network failure, timeout). */
  status: number | null;
  statusText?: string;
  body?: unknown;
  isTimeout?: boolean;
  cause?: unknown;
};

/**
 * Error text for a response: the server's `message` if present; for a 400 the body
 * itself (a text body, or the first field message of a JSON one); otherwise by status.
 */
export function messageForResponse(status: number, body: unknown): string {
  const serverMessage = readBodyText(body, ['message']);
  if (serverMessage) return serverMessage;
  if (status === 400) {
    if (typeof body === 'string' && body.trim() !== '') return body;
    const fieldMessage = firstFieldMessage(body);
    if (fieldMessage) return fieldMessage;
  }
  return STATUS_TEXTS[status] ?? ERROR_TEXTS.generic;
}

/** A failed API call. `message` is already the text to show a person. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | null;
  readonly statusText: string;
  readonly body: unknown;
  /** The API's stable error code, e.g. `validation_error`, when it sent one. */
  readonly code: string | null;
  /** Field name to messages; forms show the first one under the matching field. */
  readonly fieldErrors: FieldErrors;
  readonly isTimeout: boolean;

  constructor(init: ApiErrorInit) {
    const message = init.status === null ? ERROR_TEXTS.network : messageForResponse(init.status, init.body);
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.body = init.body ?? null;
    this.code = readBodyText(init.body, ['code']);
    this.fieldErrors = init.status === null ? {} : readFieldErrors(init.body);
    this.isTimeout = init.isTimeout ?? false;
  }

  /** True when no response arrived at all. */
  get isNetworkError(): boolean {
    return this.status === null;
  }
}
