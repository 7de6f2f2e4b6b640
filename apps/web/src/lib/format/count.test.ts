import { describe, expect, it } from 'vitest';
import { countOf, formatCount } from './count.ts';

describe('formatCount', () => {
  it('groups the Indian way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1499)).toBe('1,499');
    expect(formatCount(1234567)).toBe('12,34,567');
  });

  it('shows a dash for what is not a number', () => {
    expect(formatCount(Number.NaN)).toBe('—');
  });
});

describe('countOf', () => {
  it('says one in the singular and any other count in the plural', () => {
    expect(countOf(1, 'subscription', 'subscriptions')).toBe('1 subscription');
    expect(countOf(5106, 'subscription', 'subscriptions')).toBe('5,106 subscriptions');
  });
});
