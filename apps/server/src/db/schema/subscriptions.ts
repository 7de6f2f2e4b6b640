import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_subscriptions_user_idx').on(t.userId),
    index('user_subscriptions_plan_idx').on(t.planId),
    index('user_subscriptions_created_idx').on(t.createdAt),
    check('user_subscriptions_status_check', sql`${t.status} in ('active', 'expired', 'cancelled')`),
  ],
);

/** What a reader did: sign-ins, sign-outs, subscriptions and the rest. */
export const userActivities = pgTable(
  'user_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** login, logout, subscription or others. */
    activityType: text('activity_type').notNull(),
    description: text('description').notNull().default(''),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_activities_user_idx').on(t.userId, t.createdAt)],
);
