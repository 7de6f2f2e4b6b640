/** The texts shown when a request fails, verbatim. */
export const ERROR_TEXTS = {
  network: 'Network error. Please check your connection.',
  unexpected: 'An unexpected error occurred',
  generic: 'An error occurred',
} as const;

/** The text for a failed response that carries no message of its own. */
export const STATUS_TEXTS: Readonly<Record<number, string>> = {
  401: 'Authentication required',
  403: 'Permission denied',
  404: 'Resource not found',
  422: 'Validation failed',
  429: 'Too many requests',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
};
