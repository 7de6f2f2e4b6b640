/**
 * The root of every Dashboard cache entry, so Refresh Data (or a later change that moves
 * the figures) can reach them all. Not `['dashboard', …]`: User Management's entries are
 * `['dashboard-users', …]`, and a reader of the key should not wonder whether they meet.
 */
export const analyticsKeyRoot = ['analytics'] as const;
