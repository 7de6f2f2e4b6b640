import type { AnalyticsRangeQuery } from '@epaper/shared/analytics-range';

/**
 * The root of every Dashboard cache entry, so Refresh Data (or a later change that moves
 * the figures) can reach them all. Not `['dashboard', …]`: User Management's entries are
 * `['dashboard-users', …]`, and a reader of the key should not wonder whether they meet.
 */
export const analyticsKeyRoot = ['analytics'] as const;

/** A range's part of a cache key: "90" for the last 90 days, "2026-09-01..2026-10-15" for days given. */
export function rangeKey(query: AnalyticsRangeQuery): string {
  return query.days !== undefined ? `${query.days}` : `${query.from ?? ''}..${query.to ?? ''}`;
}
