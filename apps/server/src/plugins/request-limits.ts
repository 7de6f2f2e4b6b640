/**
 * How much a request may carry. The server checks each while it reads, before any work:
 * over a limit, the answer is a 4xx and the rest of the body is never read.
 */
export const REQUEST_LIMITS = {
  /** Any JSON body (the upload route's multipart has its own limit, UPLOAD_MAX_MB). */
  bodyBytes: 1024 * 1024,
  /**
   * The routes anyone may call (sign-in, token refresh, sign-out, readers' codes) take a
   * phone, a password or a token: well under 1 KB. Four leaves room and nothing to abuse.
   */
  publicBodyBytes: 4 * 1024,
  /**
   * Brackets open at once in a JSON body. Every body the API takes is an object of plain
   * fields, two or three deep at most; the limit is what keeps a body of 500,000 nested
   * arrays from costing a second of JSON.parse on the HTTP thread.
   */
  jsonDepth: 32,
  /**
   * Anyone but a signed-in admin: the body, a few kilobytes, must have arrived this long
   * after the app starts reading it, moving or not (body-deadline.ts), else 408 and the
   * connection closes. A sign-in body is a few hundred bytes: a second even on a poor
   * mobile line.
   */
  unauthenticatedBodyMs: 5_000,
} as const;
