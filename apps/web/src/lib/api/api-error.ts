import { ERROR_TEXTS, STATUS_TEXTS } from './error-texts.ts';
import { readErrorAnswer, type ErrorAnswer, type FieldErrors } from './provider-compat.ts';

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
function messageForResponse(status: number, answer: ErrorAnswer): string {
  if (answer.message) return answer.message;
  if (status === 400) {
    if (answer.text) return answer.text;
    const [firstField] = Object.values(answer.errors);
    if (firstField?.[0]) return firstField[0];
  }
  return STATUS_TEXTS[status] ?? ERROR_TEXTS.generic;
}

/** A failed API call. `message` is already the text to show a person. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | null;
  readonly statusText: string;
  readonly body: unknown;
  /** The body in the contract's terms, whichever form the server sent it in. */
  readonly answer: ErrorAnswer;
  /** The API's stable error code, e.g. `validation_error`, when it sent one. */
  readonly code: string | null;
  /** Field name to messages; forms show the first one under the matching field. */
  readonly fieldErrors: FieldErrors;
  readonly isTimeout: boolean;

  constructor(init: ApiErrorInit) {
    const answer = readErrorAnswer(init.body);
    const message = init.status === null ? ERROR_TEXTS.network : messageForResponse(init.status, answer);
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.body = init.body ?? null;
    this.answer = answer;
    this.code = answer.code;
    this.fieldErrors = init.status === null ? {} : answer.errors;
    this.isTimeout = init.isTimeout ?? false;
  }

  /** True when no response arrived at all. */
  get isNetworkError(): boolean {
    return this.status === null;
  }
}
