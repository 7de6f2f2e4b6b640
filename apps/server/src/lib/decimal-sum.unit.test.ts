import { describe, expect, it } from 'vitest';
import { sumMoney } from './decimal-sum.ts';

describe('sumMoney', () => {
  it('adds amounts to the paisa, where floats would not', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['1499.00', '99.99', '0.01'])).toBe('1599.00');
    expect(sumMoney(Array.from({ length: 1000 }, () => '0.01'))).toBe('10.00');
    expect(sumMoney(['90071992547409.91', '90071992547409.91'])).toBe('180143985094819.82');
  });

  it('handles nothing, zero and negative amounts', () => {
    expect(sumMoney([])).toBe('0.00');
    expect(sumMoney(['0.00'])).toBe('0.00');
    expect(sumMoney(['-0.50', '0.20'])).toBe('-0.30');
    expect(sumMoney(['-5.00', '5.00'])).toBe('0.00');
  });

  it('refuses what is not an amount with two decimals', () => {
    for (const bad of ['1', '1.5', '1.234', 'abc', '', '1e3']) expect(() => sumMoney([bad])).toThrow();
  });
});
