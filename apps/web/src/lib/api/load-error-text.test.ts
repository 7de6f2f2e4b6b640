import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { loadErrorText } from './load-error-text.ts';

const FALLBACK = 'Failed to load subscriptions';

describe('loadErrorText', () => {
  it('shows the server’s message', () => {
    const refused = new ApiError({
      status: 503,
      body: { message: 'Database unavailable', code: 'service_unavailable' },
    });
    expect(loadErrorText(refused, FALLBACK)).toBe('Database unavailable');
  });

  it('shows the network text when no answer came', () => {
    expect(loadErrorText(new ApiError({ status: null }), FALLBACK)).toBe(
      'Network error. Please check your connection.',
    );
  });

  it('falls back to the screen’s own text when the server says nothing, or the error is not an answer', () => {
    expect(loadErrorText(new ApiError({ status: 500, body: null }), FALLBACK)).toBe(FALLBACK);
    expect(loadErrorText(new ApiError({ status: 404, body: '<html>Not Found</html>' }), FALLBACK)).toBe(FALLBACK);
    expect(loadErrorText(new TypeError('x is undefined'), FALLBACK)).toBe(FALLBACK);
    expect(loadErrorText('boom', '')).toBe('');
  });
});
