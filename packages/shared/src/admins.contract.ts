import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { phoneSchema } from './auth.contract.ts';
import { NAME_RULE, TEXTS } from './texts.ts';
import { recordIdSchema } from './record-id.ts';
import { secretField, textField } from './text-field.ts';
import { orderingField, pageQuerySchema, paginated, refuseDeepPage } from './pagination.contract.ts';

/** The roles of Admin Management (readers carry `user` and never appear here). */
export const ADMIN_ROLES = ['super_admin', 'admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/**
 * A record id in the path. Anything that is not a positive 32-bit integer becomes 0,
 * which names no record: the answer is a 404, never a 400 or a 500.
 */
export const recordIdParamsSchema = z.object({ id: recordIdSchema });

/** One admin as Admin Management shows it. */
export const adminItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  role: z.enum(ADMIN_ROLES),
  is_active: z.boolean(),
  /** The admin who created this one (the id stays after that admin is deleted); null when the system did. */
  created_by: z.number().int().nullable(),
  /** That admin's name while the account exists; null when it was deleted (show "Admin {created_by}") or the system created this one. */
  created_by_name: z.string().nullable(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
});
export type AdminItem = z.infer<typeof adminItemSchema>;

/** GET /dashboard/admins/: `count` is every admin (Total Admins); `active_count` the active ones (Active Admins). */
export const adminListSchema = paginated(adminItemSchema).extend({
  /** Active admins over all pages. */
  active_count: z.number().int(),
});
export type AdminList = z.infer<typeof adminListSchema>;

/** The orderings the admins list accepts: oldest account first (the default), or newest first. */
export const ADMIN_ORDERINGS = ['id', '-id'] as const;
export type AdminOrdering = (typeof ADMIN_ORDERINGS)[number];

export const adminListQuerySchema = pageQuerySchema
  .extend({ ordering: orderingField(ADMIN_ORDERINGS) })
  .superRefine(refuseDeepPage);
export type AdminListQuery = z.input<typeof adminListQuerySchema>;
export type AdminListFilters = z.output<typeof adminListQuerySchema>;

const nameField = textField('Name', { required: TEXTS.nameRequired })
  .trim()
  .min(1, TEXTS.nameRequired)
  .max(LIMITS.maxNameLength, NAME_RULE.tooLong);

const emailField = textField('Email', { required: TEXTS.emailRequired })
  .trim()
  .min(1, TEXTS.emailRequired)
  .max(LIMITS.maxEmailLength, `Email must be at most ${LIMITS.maxEmailLength} characters long`)
  .pipe(z.email(TEXTS.emailInvalid));

const passwordField = secretField('Password', TEXTS.passwordRequired)
  .min(1, TEXTS.passwordRequired)
  .min(LIMITS.minPasswordLength, TEXTS.passwordTooShort)
  .max(LIMITS.maxPasswordLength, `Password must be at most ${LIMITS.maxPasswordLength} characters long`);

const roleField = z.enum(ADMIN_ROLES, { error: TEXTS.adminRoleInvalid });
const activeField = z.boolean({ error: 'Active must be true or false' });

/** POST /dashboard/admins/ */
export const createAdminRequestSchema = z.object({
  name: nameField,
  email: emailField,
  /** Admins sign in with it (E.164). */
  phone: phoneSchema,
  password: passwordField,
  role: roleField.default('admin'),
  is_active: activeField.default(true),
});
export type CreateAdminRequest = z.input<typeof createAdminRequestSchema>;
export type CreateAdminBody = z.output<typeof createAdminRequestSchema>;

/**
 * PUT /dashboard/admins/{id}/: name, email and phone always; role and is_active keep their
 * value when left out; a password only when it is to be reset.
 */
export const updateAdminRequestSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneSchema,
  role: roleField.optional(),
  is_active: activeField.optional(),
  password: passwordField.optional(),
});
export type UpdateAdminRequest = z.input<typeof updateAdminRequestSchema>;
export type UpdateAdminBody = z.output<typeof updateAdminRequestSchema>;
