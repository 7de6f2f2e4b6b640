import { z } from 'zod';

/** Every error answers `{message, code}`; invalid fields add `errors`. */
export const errorBodySchema = z.object({
  /** A sentence a person can read. */
  message: z.string(),
  /** A stable machine code, e.g. `validation_error`, `not_found`. */
  code: z.string(),
  /** Field name to its messages, first one shown under the field. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The stable `code` values the API answers with. */
export const ERROR_CODES = {
  validation: 'validation_error',
  invalidJson: 'invalid_json',
  /** JSON nested deeper than the server reads: refused before it is parsed. */
  jsonTooDeep: 'json_too_deep',
  unauthorized: 'not_authenticated',
  tokenInvalid: 'token_not_valid',
  forbidden: 'permission_denied',
  notFound: 'not_found',
  conflict: 'conflict',
  /** A second edition published or scheduled for a day that has one: send again with `confirm_same_day: true`. */
  sameDayEdition: 'same_day_edition',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
  badRequest: 'bad_request',
  /** The path exists, but not for this method (a resumable upload's URL asked with GET). */
  methodNotAllowed: 'method_not_allowed',
  /** A resumable upload's request without `Tus-Resumable: 1.0.0`. */
  preconditionFailed: 'precondition_failed',
  uriTooLong: 'uri_too_long',
  headersTooLarge: 'headers_too_large',
  requestTimeout: 'request_timeout',
  /**
   * A resumable upload's bytes sent from another offset than the server has (tus's own
   * 409): ask the offset with HEAD and go on from there. Apart from `conflict`, which is a
   * refusal of what the upload was for.
   */
  uploadOffsetMismatch: 'upload_offset_mismatch',
} as const;
