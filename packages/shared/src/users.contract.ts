import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { phoneSchema } from './auth.contract.ts';
import { ROLES } from './roles.ts';
import { NAME_RULE, TEXTS } from './texts.ts';
import { recordIdSchema } from './record-id.ts';
import { textField } from './text-field.ts';
import { orderingField, pageQuerySchema, refuseDeepPage } from './pagination.contract.ts';

/** Texts of User Management both sides show, verbatim. */
export const USER_TEXTS = {
  notFound: 'User not found.',
  adminsElsewhere: 'Administrators are managed in Admin Management.',
  emailInvalid: TEXTS.emailInvalid,
  emailTaken: TEXTS.emailTaken,
  searchTooLong: 'Search must be at most 200 characters long',
  isActiveInvalid: 'Status must be true or false',
  orderingInvalid: 'Ordering must be one of -date_joined, date_joined, name, -name',
} as const;

/** Longest search text the list accepts. */
export const MAX_SEARCH_LENGTH = 200;

/** The orderings the users list accepts; the first is the default. */
export const USER_ORDERINGS = ['-date_joined', 'date_joined', 'name', '-name'] as const;
export type UserOrdering = (typeof USER_ORDERINGS)[number];

/** A user account as User Management shows it. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  is_active: z.boolean(),
  is_verified: z.boolean(),
  is_admin: z.boolean(),
  role: z.enum(ROLES),
  profile_image: z.string().nullable(),
  date_joined: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  last_login: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** `/dashboard/users/:id/`: the id arrives as text; anything but a positive whole number becomes 0 (not found). */
export const userParamsSchema = z.object({ id: recordIdSchema });

/** GET /dashboard/users/ */
export const usersListQuerySchema = pageQuerySchema
  .extend({
    search: textField('Search')
      .max(MAX_SEARCH_LENGTH, USER_TEXTS.searchTooLong)
      .transform((value) => value.trim())
      .optional(),
    is_active: z.enum(['true', 'false'], { error: USER_TEXTS.isActiveInvalid }).optional(),
    ordering: orderingField(USER_ORDERINGS),
    /** `csv`: every matching row, paging ignored, as a CSV download (so does `Accept: text/csv`). */
    format: z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).optional(),
  })
  .superRefine(refuseDeepPage);
/** What a client sends (the schema's input). */
export type UsersListQuery = z.input<typeof usersListQuerySchema>;
export type UsersListFilters = z.output<typeof usersListQuerySchema>;

/** Lists that take only `page` and `page_size`. */
export type PageOnlyQuery = z.input<typeof pageQuerySchema>;

const nameField = textField('Name', { required: TEXTS.nameRequired })
  .trim()
  .min(1, TEXTS.nameRequired)
  .max(LIMITS.maxNameLength, NAME_RULE.tooLong);

/** An email, or empty / null to clear it. */
const emailField = textField('Email', { required: USER_TEXTS.emailInvalid })
  .trim()
  .max(LIMITS.maxEmailLength, `Email must be at most ${LIMITS.maxEmailLength} characters long`)
  .refine((value) => value === '' || z.email().safeParse(value).success, USER_TEXTS.emailInvalid)
  .transform((value) => (value === '' ? null : value))
  .nullable();

const addressField = textField('Address', { multiline: true, required: 'Address must be text' })
  .trim()
  .max(LIMITS.maxAddressLength, `Address must be at most ${LIMITS.maxAddressLength} characters long`);

const isVerifiedField = z.boolean({ error: 'Verified must be true or false' });

/** PUT /dashboard/users/:id/: name and phone required, the rest optional. */
export const replaceUserRequestSchema = z.object({
  name: nameField,
  phone: phoneSchema,
  email: emailField.optional(),
  address: addressField.optional(),
  is_verified: isVerifiedField.optional(),
});
export type ReplaceUserRequest = z.input<typeof replaceUserRequestSchema>;

/** PATCH /dashboard/users/:id/: any subset of the editable fields. */
export const updateUserRequestSchema = z.object({
  name: nameField.optional(),
  phone: phoneSchema.optional(),
  email: emailField.optional(),
  address: addressField.optional(),
  is_verified: isVerifiedField.optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
/** What the server works with once either body is validated. */
export type UserChangesBody = z.output<typeof updateUserRequestSchema>;

/** A money amount as a decimal string, e.g. "499.00". */
const decimal = z.string();

/** One of a user's subscriptions, newest first. */
export const userSubscriptionSchema = z.object({
  id: z.number().int(),
  plan: z.object({ id: z.number().int(), title: z.string(), description: z.string(), price: decimal }),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(['active', 'expired', 'cancelled']),
  payment_method: z.string(),
  payment_reference: z.string(),
  auto_renewal: z.boolean(),
  amount_paid: decimal,
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

/**
 * What a line of the activity log records: signing in and out, a subscription bought,
 * cancelled or expired, the profile changed, the account deactivated or activated, the
 * account registered or its phone verified, an e-paper read; anything else is `others`.
 */
export const ACTIVITY_TYPES = [
  'login',
  'logout',
  'subscription',
  'profile',
  'status',
  'registration',
  'reading',
  'others',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** GET …/activity/: a page, optionally of one type only. */
export const activityQuerySchema = pageQuerySchema.extend({
  activity_type: z
    .enum(ACTIVITY_TYPES, { error: `Activity type must be one of ${ACTIVITY_TYPES.join(', ')}` })
    .optional(),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** One line of an account's activity log, newest first. */
export const userActivitySchema = z.object({
  id: z.number().int(),
  activity_type: z.enum(ACTIVITY_TYPES),
  description: z.string(),
  /** Where the action came from: the reader's own address for the reader's own actions, the admin's for an admin's. */
  ip_address: z.string().nullable(),
  /**
   * The admin who did it, named as they were then (kept after the admin's deletion);
   * null when the account itself or the service did it.
   */
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type UserActivity = z.infer<typeof userActivitySchema>;
