import { afterEach, describe, expect, it, vi } from 'vitest';
import { route } from '@epaper/shared/route';
import { callApi } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { describeResponseError, getErrorMessage, getFieldErrors } from './error-messages.ts';
import { installFakeHttp, json } from './fake-http.test-helper.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The error a GET answered by `response` throws. */
async function failureFor(response: () => Response): Promise<unknown> {
  installFakeHttp(response);
  return callApi(route<{ response: unknown }>('GET', '/anything/', 'admin')).then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error,
  );
}

describe('getErrorMessage', () => {
  it('prefers the server message', async () => {
    const error = await failureFor(() => json(409, { message: 'Plan has subscriptions', code: 'conflict' }));
    expect(getErrorMessage(error)).toBe('Plan has subscriptions');
  });

  it('reads a 400 body: our {message, code, errors} shape and a plain field map', async () => {
    const ours = await failureFor(() =>
      json(400, { message: 'Validation failed', code: 'validation_error', errors: { phone: ['Bad phone'] } }),
    );
    expect(getErrorMessage(ours)).toBe('Validation failed');
    expect(getFieldErrors(ours)).toEqual({ phone: 'Bad phone' });

    const plain = await failureFor(() => json(400, { email: ['Enter a valid email address.', 'Too long'] }));
    expect(getErrorMessage(plain)).toBe('Enter a valid email address.');
    expect(getFieldErrors(plain)).toEqual({ email: 'Enter a valid email address.' });

    const text = await failureFor(() => new Response('Bad things', { status: 400 }));
    expect(getErrorMessage(text)).toBe('Bad things');
  });

  it.each([
    [401, 'Authentication required'],
    [403, 'Permission denied'],
    [404, 'Resource not found'],
    [422, 'Validation failed'],
    [429, 'Too many requests'],
    [500, 'Internal server error'],
    [502, 'Bad gateway'],
    [503, 'Service unavailable'],
    [418, 'An error occurred'],
    [400, 'An error occurred'],
  ])('answers %i without a message with "%s"', async (status, text) => {
    const error = await failureFor(() => new Response(null, { status }));
    expect(getErrorMessage(error)).toBe(text);
  });

  it('answers a missing response with the network text', async () => {
    const error = await failureFor(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(getErrorMessage(error)).toBe('Network error. Please check your connection.');
  });

  it("falls back to the error's own message, then to the unexpected text", () => {
    expect(getErrorMessage(new Error('Boom'))).toBe('Boom');
    expect(getErrorMessage(new Error(''))).toBe('An unexpected error occurred');
    expect(getErrorMessage('weird')).toBe('An unexpected error occurred');
  });
});

describe('describeResponseError (the second helper)', () => {
  it('tries message, error, then detail', async () => {
    expect(describeResponseError(await failureFor(() => json(400, { message: 'M', error: 'E' })))).toBe('M');
    expect(describeResponseError(await failureFor(() => json(400, { error: 'E', detail: 'D' })))).toBe('E');
    expect(describeResponseError(await failureFor(() => json(403, { detail: 'D' })))).toBe('D');
  });

  it('falls back to "Error: {status} {statusText}"', async () => {
    const error = await failureFor(() => new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    expect(describeResponseError(error)).toBe('Error: 502 Bad Gateway');
  });

  it('has its own no-response text', () => {
    expect(describeResponseError(new ApiError({ status: null }))).toBe(
      'No response received from server. Please check your connection.',
    );
  });
});
