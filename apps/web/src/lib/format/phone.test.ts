import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.ts';

describe('formatPhone', () => {
  it('groups an Indian mobile number in fives and leaves any other number as stored', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+14155550123')).toBe('+14155550123');
    expect(formatPhone('+9198765')).toBe('+9198765');
  });
});
