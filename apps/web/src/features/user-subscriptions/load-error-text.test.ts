import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { loadErrorText } from './load-error-text.ts';

describe('loadErrorText', () => {
  it('shows the server’s message', () => {
    expect(
      loadErrorText(
        new ApiError({ status: 503, body: { message: 'Database unavailable', code: 'service_unavailable' } }),
      ),
    ).toBe('Database unavailable');
  });

  it('falls back to the list’s own text when the server says nothing', () => {
    expect(loadErrorText(new ApiError({ status: 500, body: null }))).toBe('Failed to load subscriptions');
    expect(loadErrorText('boom')).toBe('Failed to load subscriptions');
  });

  it('keeps the network text and our own texts', () => {
    expect(loadErrorText(new ApiError({ status: null }))).toBe('Network error. Please check your connection.');
    expect(loadErrorText(new Error('The list could not be read'))).toBe('The list could not be read');
  });
});
