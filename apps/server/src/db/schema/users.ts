import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Admins and end users (readers) share one table: both have the same fields. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().default(''),
    email: text('email'),
    /** E.164, e.g. +919876543210: the sign-in identifier. */
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    /** argon2id hash; null for readers who only sign in with an OTP. */
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    /** super_admin, admin or user (readers). */
    role: text('role').notNull().default('user'),
    /**
     * Derived from the role by the database, never written: a demoted admin cannot keep
     * an `is_admin` that says otherwise.
     */
    isAdmin: boolean('is_admin')
      .notNull()
      .generatedAlwaysAs(sql`role in ('super_admin', 'admin')`),
    profileImage: text('profile_image'),
    /** The admin who created this account; null when the system did. */
    createdBy: integer('created_by'),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** The sign-in before `lastLogin`: what the profile shows as "Last Login" to the admin who just signed in. */
    previousLogin: timestamp('previous_login', { withTimezone: true }),
    /**
     * What the user list's search looks in: name, email and phone, lower-cased, joined by
     * U+001F, a character no search may contain (the contract refuses control characters),
     * so a match never spans two fields. Kept by the database; a trigram index serves it.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || chr(31) || coalesce(email, '') || chr(31) || phone)`),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_admin_idx').on(t.isAdmin, t.id),
    /**
     * User Management's list: readers, newest first. NULLS FIRST is what `ORDER BY … DESC`
     * means, so the index serves that order. The migration adds INCLUDE (is_active), which
     * drizzle cannot declare: the status filters inside the index, and a deep page skips
     * its offset in an index-only scan without reading the table.
     */
    index('users_reader_list_idx')
      .on(t.dateJoined.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.role} = 'user'`),
    /**
     * The same order with INCLUDE (is_active, search_text) (added by the migration): a
     * search that matches thousands walks this index, newest first, and stops at the
     * page, never reading a row it does not show. Kept apart from the list index, which
     * stays much smaller for the unsearched list.
     */
    index('users_reader_search_walk_idx')
      .on(t.dateJoined.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.role} = 'user'`),
    /**
     * The list filtered by status, in either direction: a page of the suspended readers
     * (a few in a hundred) skips its offset inside this index instead of passing every
     * active reader before them.
     */
    index('users_reader_status_idx')
      .on(t.isActive, t.dateJoined.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.role} = 'user'`),
    /** The list ordered by name, when asked for. */
    index('users_reader_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.role} = 'user'`),
    /** Substring search over name, email and phone (pg_trgm). */
    index('users_reader_search_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.role} = 'user'`),
    check('users_role_check', sql`${t.role} in ('super_admin', 'admin', 'user')`),
  ],
);

/**
 * How many readers there are, active and suspended, and a version that moves whenever a
 * reader is added, removed, suspended, activated or changes a searched field. One row,
 * kept by statement triggers on `users` (see the migration), so the list's counts are read,
 * never counted, and a search's count kept under the version is known to be still exact.
 */
export const readerStats = pgTable(
  'reader_stats',
  {
    id: integer('id').primaryKey().default(1),
    active: bigint('active', { mode: 'number' }).notNull(),
    inactive: bigint('inactive', { mode: 'number' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  () => [check('reader_stats_one_row', sql`id = 1`)],
);
