// Analytics recounted from the raw rows in plain TypeScript, independently of the SQL
// roll-ups under test: the day of each event is found with Intl in the service's time
// zone, money is summed in integer paise.
import type { Database } from '../db/client.ts';
import { pageViews, userActivities, userSubscriptions, users } from '../db/schema.ts';

export const dayIn = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
export const addDay = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** "1499.5" → 149950 paise, and back; never through a float. */
export const paiseOf = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};
export const rupeesOf = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

export type RawRows = Awaited<ReturnType<typeof readRawRows>>;

export async function readRawRows(database: Database) {
  const [readers, views, activities, subscriptions] = await Promise.all([
    database.db.select().from(users),
    database.db.select().from(pageViews),
    database.db.select().from(userActivities),
    database.db.select().from(userSubscriptions),
  ]);
  return { accounts: readers, views, activities, subscriptions };
}

const countBy = <T>(rows: T[], key: (row: T) => string) => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
};

/** Per day: page views, active readers (a view or a sign-in), readers who joined. */
export function recountDays(raw: RawRows, timeZone: string) {
  const readerIds = new Set(raw.accounts.filter((account) => account.role === 'user').map((account) => account.id));
  const active = new Map<string, Set<number>>();
  const markActive = (day: string, userId: number) => active.set(day, (active.get(day) ?? new Set()).add(userId));
  for (const view of raw.views) markActive(dayIn(timeZone, view.viewedAt), view.userId);
  for (const activity of raw.activities) {
    if (activity.activityType === 'login' && readerIds.has(activity.userId)) {
      markActive(dayIn(timeZone, activity.createdAt), activity.userId);
    }
  }
  return {
    views: countBy(raw.views, (view) => dayIn(timeZone, view.viewedAt)),
    active: new Map([...active].map(([day, ids]) => [day, ids.size])),
    joined: countBy(
      raw.accounts.filter((account) => account.role === 'user'),
      (account) => dayIn(timeZone, account.dateJoined),
    ),
  };
}

/** Views, and distinct readers, per day and edition; views per edition and page over a range. */
export function recountEditions(raw: RawRows, timeZone: string, from: string, to: string) {
  const inRange = raw.views.filter((view) => {
    const day = dayIn(timeZone, view.viewedAt);
    return day >= from && day <= to;
  });
  const perDay = new Map<string, { views: number; readers: Set<number> }>();
  for (const view of inRange) {
    const key = `${dayIn(timeZone, view.viewedAt)}|${view.epaperId}`;
    const entry = perDay.get(key) ?? { views: 0, readers: new Set<number>() };
    entry.views += 1;
    entry.readers.add(view.userId);
    perDay.set(key, entry);
  }
  return {
    perDay,
    perEdition: countBy(inRange, (view) => String(view.epaperId)),
    perPage: countBy(inRange, (view) => `${view.epaperId}|${view.pageNumber}`),
  };
}

/** What the subscriptions did on `day`, per plan: bought, cancelled, expired, active at its end. */
export function recountSubscriptionDay(raw: RawRows, timeZone: string, day: string, planId: number) {
  let bought = 0;
  let cancelled = 0;
  let expired = 0;
  let active = 0;
  for (const s of raw.subscriptions.filter((row) => row.planId === planId)) {
    const cancelDayRaw = s.status === 'cancelled' ? dayIn(timeZone, s.cancelledAt ?? s.createdAt) : null;
    const cancelDay = cancelDayRaw !== null && cancelDayRaw <= s.endDate ? cancelDayRaw : null;
    const stop = cancelDay ?? addDay(s.endDate, 1);
    if (dayIn(timeZone, s.createdAt) === day) bought += 1;
    if (cancelDay === day) cancelled += 1;
    if (cancelDay === null && addDay(s.endDate, 1) === day) expired += 1;
    if (s.startDate <= day && day < stop) active += 1;
  }
  return { new: bought, cancelled, expired, active };
}

/** Paise paid per day, and per day, plan and payment method. */
export function recountRevenue(raw: RawRows, timeZone: string) {
  const perDay = new Map<string, number>();
  const perKey = new Map<string, { subscriptions: number; paise: number }>();
  for (const s of raw.subscriptions) {
    const day = dayIn(timeZone, s.createdAt);
    perDay.set(day, (perDay.get(day) ?? 0) + paiseOf(s.amountPaid));
    const key = `${day}|${s.planId}|${s.paymentMethod}`;
    const entry = perKey.get(key) ?? { subscriptions: 0, paise: 0 };
    entry.subscriptions += 1;
    entry.paise += paiseOf(s.amountPaid);
    perKey.set(key, entry);
  }
  return { perDay, perKey };
}
