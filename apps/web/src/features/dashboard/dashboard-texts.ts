/** The Dashboard's texts, verbatim. Local, like every screen's, so the chunk loads no zod. */
export const DASHBOARD_TEXTS = {
  description: 'How the e-paper is doing: readers, editions, subscriptions, revenue and reading.',
  refresh: 'Refresh Data',
  retry: 'Retry',
  loading: 'Loading analytics…',
  rangeLabel: 'Date range',
  totalUsers: 'Total Users',
  totalEpapers: 'Total E-Papers',
  subscriptions: 'Subscriptions',
  todaysViews: "Today's Views",
  trends: 'Trends',
  revenueOverview: 'Revenue Overview',
  totalRevenue: 'Total revenue',
  newRegistrations: 'New Registrations',
  activeUsers: 'Active Users',
  popularEpapers: 'Popular E-Papers',
  noViews: 'No page views in this range yet.',
  noDays: 'No days in this range.',
  unavailable: 'Not available: it could not be loaded.',
  reports: 'Reports',
} as const;

/** "Error loading analytics: Network error. Please check your connection." */
export function loadErrorText(message: string): string {
  return `Error loading analytics: ${message}`;
}

/** "Last 30 days": what a section's figures cover. */
export function rangeText(days: number): string {
  return `Last ${days} days`;
}
