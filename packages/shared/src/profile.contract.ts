import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { phoneSchema } from './auth.contract.ts';
import { ROLES } from './roles.ts';
import { NAME_RULE, TEXTS } from './texts.ts';
import { secretField, textField } from './text-field.ts';

/** GET /users/profile/: the signed-in admin. */
export const adminProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  is_admin: z.boolean(),
  is_active: z.boolean(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** PUT /users/profile/: name and phone, and optionally a password change. */
export const updateProfileRequestSchema = z
  .object({
    name: textField('Name', { required: TEXTS.nameRequired })
      .trim()
      .min(1, TEXTS.nameRequired)
      .max(LIMITS.maxNameLength, NAME_RULE.tooLong),
    phone: phoneSchema,
    current_password: secretField('Current password').max(LIMITS.maxPasswordLength).optional(),
    new_password: secretField('New password')
      .max(LIMITS.maxPasswordLength, `New password must be at most ${LIMITS.maxPasswordLength} characters long`)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.new_password) return;
    if (!body.current_password) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: TEXTS.currentPasswordRequired });
    }
    if (body.new_password.length < LIMITS.minPasswordLength) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: TEXTS.newPasswordTooShort });
    }
  });
/** What the dashboard sends. */
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
/** What the server works with once the body is validated (the phone normalised). */
export type UpdateProfileBody = z.output<typeof updateProfileRequestSchema>;
