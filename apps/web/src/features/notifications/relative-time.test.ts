import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

describe('how long ago a notification came', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says minutes, hours and days, then the date', () => {
    expect(formatRelativeTime(ago(20_000), now)).toBe('just now');
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('5 min ago');
    expect(formatRelativeTime(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(3 * 60 * 60_000 + 59_000), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(30 * 60 * 60_000), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(4 * 24 * 60 * 60_000), now)).toBe('4 days ago');
    expect(formatRelativeTime('2026-11-12T12:00:00Z', now)).toBe('12 Nov 2026');
  });

  it('calls a time just ahead of this clock "just now"', () => {
    expect(formatRelativeTime(ago(-30_000), now)).toBe('just now');
  });
});
