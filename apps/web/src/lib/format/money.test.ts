import { afterEach, describe, expect, it } from 'vitest';
import { formatPrice } from './money.ts';

describe('formatPrice', () => {
  it('writes rupees the Indian way, with paise', () => {
    expect(formatPrice('1499.00')).toBe('₹1,499.00');
    expect(formatPrice('1234567.5')).toBe('₹12,34,567.50');
    expect(formatPrice(0)).toBe('₹0.00');
  });

  it('keeps every paisa of an amount too large for a float', () => {
    expect(formatPrice('12345678901234.57')).toBe('₹1,23,45,67,89,01,234.57');
  });

  it('shows what is not a number as it came', () => {
    expect(formatPrice('abc')).toBe('abc');
    expect(formatPrice(Number.NaN)).toBe('NaN');
  });

  describe('in the currency the server configures', () => {
    const config = globalThis as { __APP_CONFIG__?: unknown };
    afterEach(() => {
      delete config.__APP_CONFIG__;
    });

    it('formats in that currency, and falls back to rupees on a malformed code', () => {
      config.__APP_CONFIG__ = { apiBaseUrl: '/api', currency: 'USD' };
      expect(formatPrice('1499.00')).toBe('$1,499.00');
      config.__APP_CONFIG__ = { apiBaseUrl: '/api', currency: 'usd<script>' };
      expect(formatPrice('1499.00')).toBe('₹1,499.00');
    });
  });
});
