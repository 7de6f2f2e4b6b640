import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per sign-in. The refresh token names its session and carries a secret
 * whose hash is stored here; every refresh replaces the hash (rotation) and keeps the
 * old one in rotated_refresh_secrets, so a rotated secret presented again is re-use
 * and ends the whole session, while a secret never issued changes nothing.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshHash: text('refresh_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why the session ended: logout, reuse, account_inactive, password_changed, suspended, deleted, demoted. */
    revokedReason: text('revoked_reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * Started by a reader's OTP sign-in rather than an admin's password: a session keeps
     * the kind it began as, so an account that changes side cannot refresh its way across.
     */
    isReaderSession: boolean('is_reader_session').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * The hashes of refresh secrets a session issued and then rotated. Presenting one again is
 * re-use (a stolen token) and ends the session; a secret never issued is merely refused.
 */
export const rotatedRefreshSecrets = pgTable(
  'rotated_refresh_secrets',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    refreshHash: text('refresh_hash').notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.refreshHash] })],
);
