import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Password attempts under their throttle keys (`phone:`, `ip:`, `device:`, `known-ip:`,
 * `account:`), kept in the database (not process memory) so the limits hold across any
 * number of API processes. An attempt stays until it succeeds, is refused unchecked, or
 * leaves the window (pruned as new ones arrive and by the hourly job). The table keeps
 * its first name, from when it held only failures.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The throttle key, e.g. `phone:+91…` or `ip:1.2.3.4`. */
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_key_idx').on(t.key, t.failedAt)],
);

/** Who did what, when and from where, for every sensitive admin action. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign key: the record outlives a deleted actor. */
    actorId: integer('actor_id'),
    /** The actor's name when it acted, so the trail stays readable after the account is deleted. */
    actorName: text('actor_name'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    ipAddress: text('ip_address'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_created_idx').on(t.createdAt),
    index('audit_events_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/** Server-generated secrets shared by every process (the token signing key when none is set). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The one pending sign-in code of a reader's phone: a new request replaces it, a right
 * code consumes it, five wrong ones void it. Only an HMAC of the code is kept.
 */
export const otpCodes = pgTable('otp_codes', {
  phone: text('phone').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
