import type { AnalyticsRangeQuery } from '@epaper/shared/analytics-range';

// Every query key of the Dashboard, in one place: its api files and hooks take theirs from here.
/**
 * The root of every Dashboard analytics cache entry, so Refresh Data (or a later change that moves
 * the figures) can reach them all. Not `['dashboard', …]`: User Management's entries are
 * `['dashboard-users', …]`, and a reader of the key should not wonder whether they meet.
 */
export const analyticsKeyRoot = ['analytics'] as const;

/** A range's part of a cache key: "90" for the last 90 days, "2026-09-01..2026-10-15" for days given. */
export function rangeKey(query: AnalyticsRangeQuery): string {
  return query.days !== undefined ? `${query.days}` : `${query.from ?? ''}..${query.to ?? ''}`;
}

/** The Overview cards' figures. */
export const overviewKey = [...analyticsKeyRoot, 'overview'] as const;

/** User analytics of a range. */
export const userAnalyticsKey = (range: AnalyticsRangeQuery) =>
  [...analyticsKeyRoot, 'users', rangeKey(range)] as const;

/** Revenue analytics of a range. */
export const revenueAnalyticsKey = (range: AnalyticsRangeQuery) =>
  [...analyticsKeyRoot, 'revenue', rangeKey(range)] as const;

/** Content analytics of a range. */
export const contentAnalyticsKey = (range: AnalyticsRangeQuery) =>
  [...analyticsKeyRoot, 'content', rangeKey(range)] as const;

// Under the e-papers' cache root ('epapers'), not the analytics': an upload, edit or
// publish on the e-paper screens, which refreshes everything under it, refreshes this too.
/** The scheduled editions the held-editions warning reads. */
export const heldEditionsKey = ['epapers', 'held'] as const;

// Not under analyticsKeyRoot: Refresh Data is about the figures, not the backups.
/** The daily backups' state (super admins only). */
export const backupStatusKey = ['backups', 'status'] as const;
