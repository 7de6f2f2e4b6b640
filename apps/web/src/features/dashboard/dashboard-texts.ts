/** The Dashboard's texts, verbatim. Local, like every screen's, so the chunk loads no zod. */
export const DASHBOARD_TEXTS = {
  description: 'How the e-paper is doing: readers, editions, subscriptions, revenue and reading.',
  refresh: 'Refresh Data',
  retry: 'Retry',
  loading: 'Loading analytics…',
  rangeLabel: 'Date range',
  customRange: 'Custom range…',
  customRangeLegend: 'Custom range',
  fromLabel: 'From',
  toLabel: 'To',
  apply: 'Apply',
  fromRequired: 'Enter the start date',
  toRequired: 'Enter the end date',
  dayInvalid: 'Enter a date between 1 Jan 2000 and 31 Dec 2100',
  afterToday: 'The end date cannot be after today',
  soFar: 'so far',
  previousPeriod: 'Previous period',
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
  backupFailed: 'The last daily backup failed',
  backupServerSaid: 'The server said:',
  backupAdvice: "Check the server's log and the backup folder; the next backup runs tonight.",
} as const;

/** "Error loading analytics: Network error. Please check your connection." */
export function analyticsErrorText(message: string): string {
  return `Error loading analytics: ${message}`;
}

/** "26 Nov 2026 (so far)": a day still under way, in the tooltip, the legend and the tables. */
export function soFarText(day: string): string {
  return `${day} (so far)`;
}

/** "Previous period, 28 May 2026 – 26 Aug 2026": the comparison line's name. */
export function previousPeriodText(days: string): string {
  return `Previous period, ${days}`;
}

/** "It failed on 5 Mar 2026, 2:31 am.": when the failed run ended. */
export function backupFailedAtText(when: string): string {
  return `It failed on ${when}.`;
}

/** How old the newest backup there is to restore from, so a super admin can judge what is at risk. */
export function lastGoodBackupText(when: string | null): string {
  return when === null ? 'No backup has succeeded yet.' : `The newest backup that worked is from ${when}.`;
}
