// The analytics roll-up tables (db/schema/analytics.ts): kept by triggers, recomputed by
// analytics_rebuild(). One list for the API test that compares them with a rebuild and for
// the Analytics benchmark that vacuums and counts them.
export const ROLL_UP_TABLES = [
  'daily_totals',
  'daily_active_readers',
  'daily_epaper_views',
  'daily_epaper_readers',
  'daily_page_views',
  'daily_subscription_stats',
] as const;
