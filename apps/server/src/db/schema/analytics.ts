import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * A reader opened a page of an edition: the raw event the Dashboard's views come from.
 * Append-only. No foreign keys: an edition's history outlives the edition, and the
 * reader API records thousands a second without a lookup per row.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    epaperId: integer('epaper_id').notNull(),
    pageNumber: integer('page_number').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // BRIN: rows arrive in time order, so a few kilobytes index any range of days.
  (t) => [index('page_views_viewed_at_idx').using('brin', t.viewedAt)],
);

/**
 * Each reader's last counted view of each page: opening it again within 30 minutes of
 * that view, the same service day, is the same view and adds no row to page_views (the
 * rule lives in modules/analytics/page-views.service.ts). Rows past the window are only
 * history; the prune job sweeps them.
 */
export const pageViewWindows = pgTable(
  'page_view_windows',
  {
    userId: integer('user_id').notNull(),
    epaperId: integer('epaper_id').notNull(),
    pageNumber: integer('page_number').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
    /** The service day of `counted_at`: a new day counts anew, so each day's figures see their readers. */
    countedDay: date('counted_day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.epaperId, t.pageNumber] })],
);

/** Each reader's page opens in the current minute (from its first open): beyond a person's pace they are refused. */
export const readerPageOpenRates = pgTable('reader_page_open_rates', {
  userId: integer('user_id').primaryKey(),
  minuteStartedAt: timestamp('minute_started_at', { withTimezone: true }).notNull(),
  opens: integer('opens').notNull(),
});

/** The time zone the roll-ups' days are in (one row): the service's, written at start-up. */
export const analyticsSettings = pgTable(
  'analytics_settings',
  {
    id: integer('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull(),
    /**
     * Moves on whenever a roll-up row of a day before yesterday changes, or an edition's
     * title, date or existence, or any plan (migration 0011): the analytics calls keep
     * their answers for those days while it stays the same.
     */
    pastVersion: bigint('past_version', { mode: 'number' }).notNull().default(0),
  },
  () => [check('analytics_settings_one_row', sql`id = 1`)],
);

/**
 * The roll-ups below are kept by triggers in the same transaction as each event (see
 * migration 0009), so a range of days is read from a few rows per day, never from the
 * raw events; `analytics_rebuild()` recomputes them all from the raw rows.
 */

/** Per day: page views, active readers (signed in or opened a page) and new readers. */
export const dailyTotals = pgTable('daily_totals', {
  day: date('day').primaryKey(),
  pageViews: bigint('page_views', { mode: 'number' }).notNull().default(0),
  activeReaders: bigint('active_readers', { mode: 'number' }).notNull().default(0),
  newRegistrations: bigint('new_registrations', { mode: 'number' }).notNull().default(0),
});

/** Which readers were active on a day: what makes `active_readers` a count of distinct readers. */
export const dailyActiveReaders = pgTable(
  'daily_active_readers',
  {
    day: date('day').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);

/** Per day and edition: page views, and distinct readers. */
export const dailyEpaperViews = pgTable(
  'daily_epaper_views',
  {
    day: date('day').notNull(),
    epaperId: integer('epaper_id').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    readers: bigint('readers', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.epaperId] })],
);

/** Which readers opened an edition on a day. */
export const dailyEpaperReaders = pgTable(
  'daily_epaper_readers',
  {
    day: date('day').notNull(),
    epaperId: integer('epaper_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.epaperId, t.userId] })],
);

/** Per day, edition and page: views (the most read pages). */
export const dailyPageViews = pgTable(
  'daily_page_views',
  {
    day: date('day').notNull(),
    epaperId: integer('epaper_id').notNull(),
    pageNumber: integer('page_number').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.epaperId, t.pageNumber] })],
);

/**
 * Per day, plan and payment method: subscriptions bought (`new_count`, `revenue`, on the
 * day of payment), cancelled, expired (the day after the last day), and the starts and
 * stops whose running sum is the number active at the end of each day.
 */
export const dailySubscriptionStats = pgTable(
  'daily_subscription_stats',
  {
    day: date('day').notNull(),
    planId: integer('plan_id').notNull(),
    paymentMethod: text('payment_method').notNull(),
    newCount: bigint('new_count', { mode: 'number' }).notNull().default(0),
    cancelledCount: bigint('cancelled_count', { mode: 'number' }).notNull().default(0),
    expiredCount: bigint('expired_count', { mode: 'number' }).notNull().default(0),
    starts: bigint('starts', { mode: 'number' }).notNull().default(0),
    stops: bigint('stops', { mode: 'number' }).notNull().default(0),
    revenue: numeric('revenue', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.day, t.planId, t.paymentMethod] })],
);
