import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_admin_idx').on(t.isAdmin, t.id),
    /** User Management's list: readers, newest first. */
    index('users_reader_joined_idx')
      .on(t.dateJoined.desc(), t.id.desc())
      .where(sql`${t.role} = 'user'`),
    check('users_role_check', sql`${t.role} in ('super_admin', 'admin', 'user')`),
  ],
);
