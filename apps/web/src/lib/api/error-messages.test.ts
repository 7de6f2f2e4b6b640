import { afterEach, describe, expect, it, vi } from 'vitest';
import { route } from '@epaper/shared/route';
import type { ErrorBody } from '@epaper/shared/errors.contract';
import { callApi } from './api-client.ts';
import type { ApiError } from './api-error.ts';
import { getErrorMessage, getFieldErrors, getServerMessage } from './error-messages.ts';
import { installFakeHttp, json } from './fake-http.test-helper.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The error a GET through the real client throws when the server answers `response`. */
async function failureFor(response: () => Response): Promise<unknown> {
  installFakeHttp(response);
  return callApi(route<{ response: unknown }>('GET', '/anything/', 'admin')).then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error,
  );
}

/** An error answer of our server: `{message, code, errors?}`. */
const ours = (status: number, body: ErrorBody) => () => json(status, body);

describe('error texts of our error answers', () => {
  it('shows the message of our answer, whatever its status', async () => {
    const conflict = await failureFor(ours(409, { message: 'Plan has subscriptions', code: 'conflict' }));
    expect(getErrorMessage(conflict)).toBe('Plan has subscriptions');
    expect(getServerMessage(conflict)).toBe('Plan has subscriptions');
    expect((conflict as ApiError).code).toBe('conflict');

    const unavailable = await failureFor(ours(503, { message: 'Database unavailable', code: 'service_unavailable' }));
    expect(getErrorMessage(unavailable)).toBe('Database unavailable');
  });

  it('puts the first message of each field of a 400 under that field', async () => {
    const error = await failureFor(
      ours(400, {
        message: 'Enter a valid mobile number',
        code: 'validation_error',
        errors: { phone: ['Enter a valid mobile number', 'Too long'], name: ['Name is required'] },
      }),
    );
    expect(getErrorMessage(error)).toBe('Enter a valid mobile number');
    expect(getFieldErrors(error)).toEqual({ phone: 'Enter a valid mobile number', name: 'Name is required' });
  });

  it('reads field errors from any of our answers that names fields (a throttled password)', async () => {
    const error = await failureFor(
      ours(429, {
        message: 'Too many wrong passwords. Try again in 5 minutes.',
        code: 'rate_limited',
        errors: { current_password: ['Too many wrong passwords. Try again in 5 minutes.'] },
      }),
    );
    expect(getErrorMessage(error)).toBe('Too many wrong passwords. Try again in 5 minutes.');
    expect(getFieldErrors(error)).toEqual({ current_password: 'Too many wrong passwords. Try again in 5 minutes.' });
  });
});

describe('error texts when the body is not our answer', () => {
  it.each([
    [401, 'Authentication required'],
    [403, 'Permission denied'],
    [404, 'Resource not found'],
    [422, 'Validation failed'],
    [429, 'Too many requests'],
    [500, 'Internal server error'],
    [502, 'Bad gateway'],
    [503, 'Service unavailable'],
    [400, 'An error occurred'],
    [418, 'An error occurred'],
  ])('answers an empty %i with "%s"', async (status, text) => {
    const error = await failureFor(() => new Response(null, { status }));
    expect(getErrorMessage(error)).toBe(text);
    expect(getServerMessage(error)).toBeNull();
    expect(getFieldErrors(error)).toEqual({});
  });

  it('answers a proxy’s HTML page by its status', async () => {
    const page = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    const error = await failureFor(
      () => new Response(page, { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }),
    );
    expect(getErrorMessage(error)).toBe('Bad gateway');
    expect((error as ApiError).code).toBeNull();
  });

  it.each([
    ['a text body', () => new Response('Bad things', { status: 400 })],
    ['JSON without our code', () => json(400, { message: 'Bad things' })],
    ['a bare field map', () => json(400, { email: ['Enter a valid email address.'] })],
    ['`error` and `detail` texts', () => json(400, { error: 'E', detail: 'D' })],
    ['field errors that are not lists of texts', () => json(400, { message: 'M', code: 'c', errors: { a: 'x' } })],
  ])('answers %s by its status, with no field errors', async (_name, response) => {
    const error = await failureFor(response);
    expect(getErrorMessage(error)).toBe('An error occurred');
    expect(getFieldErrors(error)).toEqual({});
    expect(getServerMessage(error)).toBeNull();
  });

  it('answers a missing response with the network text', async () => {
    const error = await failureFor(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(getErrorMessage(error)).toBe('Network error. Please check your connection.');
    expect((error as ApiError).isNetworkError).toBe(true);
  });
});

describe('getErrorMessage of anything else thrown', () => {
  it("falls back to the error's own message, then to the unexpected text", () => {
    expect(getErrorMessage(new Error('Boom'))).toBe('Boom');
    expect(getErrorMessage(new Error(''))).toBe('An unexpected error occurred');
    expect(getErrorMessage('weird')).toBe('An unexpected error occurred');
  });
});
