import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { epapers } from './epapers.ts';
import { users } from './users.ts';

/**
 * What an admin was told: one row per admin and event, so each reads (and marks read)
 * their own. The email copy is an outbox on the same row: `pending` until the email
 * sweep has sent it (`sent`) or given up (`failed`); `none` when no email is wanted.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    epaperId: integer('epaper_id').references(() => epapers.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailState: text('email_state').notNull().default('none'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_email_outbox_idx')
      .on(t.id)
      .where(sql`${t.emailState} = 'pending'`),
    check('notifications_email_state_check', sql`${t.emailState} in ('none', 'pending', 'sent', 'failed')`),
  ],
);

/** Which kinds an admin does not want by email (every kind is emailed by default). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailOptOuts: text('email_opt_outs')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});
