import type { ErrorBody } from '@epaper/shared/errors.contract';
import { readErrorBody } from './error-body.ts';
import { ERROR_TEXTS, STATUS_TEXTS } from './error-texts.ts';

/** Field name to its messages, as in `errors` of the contract's error body. */
export type FieldErrors = NonNullable<ErrorBody['errors']>;

type ApiErrorInit = {
  /** HTTP status, or null when no response arrived (network failure, timeout). */
  status: number | null;
  statusText?: string;
  body?: unknown;
  isTimeout?: boolean;
  cause?: unknown;
};

/**
 * Error text for a response: our server's `message`; when the body is not our error
 * answer (a proxy's page, an empty body), the text of the status.
 */
function messageForResponse(status: number, answer: ErrorBody | null): string {
  if (answer?.message) return answer.message;
  return STATUS_TEXTS[status] ?? ERROR_TEXTS.generic;
}

/** A failed API call. `message` is already the text to show a person. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | null;
  readonly statusText: string;
  /** Our server's error answer, or null when the body was not one (or no response arrived). */
  readonly answer: ErrorBody | null;
  /** The API's stable error code, e.g. `validation_error`, when it sent one. */
  readonly code: string | null;
  /** Field name to messages; forms show the first one under the matching field. */
  readonly fieldErrors: FieldErrors;
  readonly isTimeout: boolean;

  constructor(init: ApiErrorInit) {
    const answer = init.status === null ? null : readErrorBody(init.body);
    const message = init.status === null ? ERROR_TEXTS.network : messageForResponse(init.status, answer);
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.answer = answer;
    this.code = answer?.code ?? null;
    this.fieldErrors = answer?.errors ?? {};
    this.isTimeout = init.isTimeout ?? false;
  }

  /** True when no response arrived at all. */
  get isNetworkError(): boolean {
    return this.status === null;
  }
}
