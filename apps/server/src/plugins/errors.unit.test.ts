import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.ts';
import { HttpError } from '../lib/http-error.ts';

function appThatThrows(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

describe('error handling', () => {
  it('answers an unexpected error with a generic 500 and no internal detail', async () => {
    const app = appThatThrows(new Error('connection to 10.0.0.5 refused: password=hunter2'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', code: 'internal_error' });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers an HttpError with its status, message, code, field errors and headers', async () => {
    const error = new HttpError(429, 'Slow down', 'rate_limited', { phone: ['Too many'] }, { 'retry-after': '60' });
    const response = await appThatThrows(error).inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({ message: 'Slow down', code: 'rate_limited', errors: { phone: ['Too many'] } });
  });
});
