import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Subscription plans readers can buy. */
export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** In the service currency, two decimals. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    durationDays: integer('duration_days').notNull(),
    /** Null means unlimited editions. */
    editionCount: integer('edition_count'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('plans_price_check', sql`${t.price} >= 0`), check('plans_duration_check', sql`${t.durationDays} >= 1`)],
);

/** A reader's subscription to a plan, with its payment. */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** active, expired or cancelled. */
    status: text('status').notNull(),
    /** What was paid, in the service currency. */
    amountPaid: numeric('amount_paid', { precision: 12, scale: 2 }).notNull(),
    paymentMethod: text('payment_method').notNull().default(''),
    paymentReference: text('payment_reference').notNull().default(''),
    autoRenewal: boolean('auto_renewal').notNull().default(false),
    /** When an admin (or the reader) cancelled it; null unless cancelled. The reports count cancellations by it. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list indexes carry INCLUDE columns added by hand in migration 0006 (drizzle
  // cannot declare INCLUDE): status and end_date filter inside them, so a filtered page
  // is an index-only walk. How the list uses each is in docs/ARCHITECTURE.md.
  (t) => [
    index('user_subscriptions_list_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('user_subscriptions_user_list_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('user_subscriptions_plan_list_idx').on(t.planId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One per stored status: a status filter walks only its own rows (the newest are
    // mostly active, so a walk of all of them for expired ones would pass thousands first).
    index('user_subscriptions_active_list_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    index('user_subscriptions_expired_list_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'expired'`),
    index('user_subscriptions_cancelled_list_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'cancelled'`),
    // The hourly expiry sweep finds the active ones past their end here.
    index('user_subscriptions_expiry_idx')
      .on(t.endDate)
      .where(sql`${t.status} = 'active'`),
    check('user_subscriptions_status_check', sql`${t.status} in ('active', 'expired', 'cancelled')`),
  ],
);

/**
 * How many subscriptions there are per plan and stored status, and for active ones per
 * end date (the day they lapse; null for the others), kept by triggers in the same
 * transaction as every change. Counting "active today" or "expired today" is then a sum
 * over a few hundred rows, whatever the number of subscriptions.
 */
export const subscriptionCounts = pgTable(
  'subscription_counts',
  {
    planId: integer('plan_id').notNull(),
    status: text('status').notNull(),
    endDate: date('end_date'),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [unique('subscription_counts_key').on(t.planId, t.status, t.endDate).nullsNotDistinct()],
);

/**
 * One row: moves with every change that can alter which subscriptions a list search
 * finds (a subscription added, removed or changed; a reader's searched fields; a plan's
 * title), so a search's count kept under it is still exact (lib/version-cache.ts).
 */
export const subscriptionListVersion = pgTable(
  'subscription_list_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('subscription_list_version_one_row', sql`${t.id} = 1`)],
);

/** What a reader did: sign-ins, sign-outs, subscriptions and the rest. */
export const userActivities = pgTable(
  'user_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the shared contract's ACTIVITY_TYPES. */
    activityType: text('activity_type').notNull(),
    description: text('description').notNull().default(''),
    ipAddress: text('ip_address'),
    /** The admin who did it; no foreign key, so the line outlives a deleted admin. */
    actorId: integer('actor_id'),
    /** The admin's name when they acted, kept as the audit trail keeps it. */
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_activities_user_idx').on(t.userId, t.createdAt)],
);
