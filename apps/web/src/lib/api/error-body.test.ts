import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@epaper/shared/errors.contract';
import { readErrorBody } from './error-body.ts';

/** Bodies of every kind a failed call may carry: ours, and what a proxy or a wrong hand sends. */
const BODIES: unknown[] = [
  { message: 'Not found.', code: 'not_found' },
  { message: 'Invalid', code: 'validation_error', errors: { phone: ['Bad phone'], name: [] } },
  { message: '', code: '' },
  { message: 'Invalid', code: 'validation_error', errors: {} },
  { message: 'Invalid' },
  { code: 'not_found' },
  { message: 1, code: 'x' },
  { message: 'x', code: null },
  { message: 'x', code: 'y', errors: null },
  { message: 'x', code: 'y', errors: ['a'] },
  { message: 'x', code: 'y', errors: { a: 'b' } },
  { message: 'x', code: 'y', errors: { a: [1] } },
  { email: ['Enter a valid email address.'] },
  { detail: 'D' },
  ['message', 'code'],
  '<html>502 Bad Gateway</html>',
  '',
  null,
  42,
];

describe('readErrorBody', () => {
  it.each(BODIES.map((body) => [JSON.stringify(body), body]))(
    'agrees with the contract’s error schema on %s',
    (_name, body) => {
      const isOurs = errorBodySchema.safeParse(body).success;
      expect(readErrorBody(body) !== null).toBe(isOurs);
    },
  );

  it('answers our body as it came', () => {
    const body = { message: 'Invalid', code: 'validation_error', errors: { phone: ['Bad phone'] } };
    expect(readErrorBody(body)).toEqual(body);
  });
});
