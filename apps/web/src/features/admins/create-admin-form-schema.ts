import { z } from 'zod';
import { ADMIN_ROLES, createAdminRequestSchema } from '@epaper/shared/admins.contract';
import { weakPasswordRefusal } from '../../lib/forms/password-judge.ts';

/**
 * The Create New Admin form: the contract's own rules (name, email format, E.164 mobile
 * number, password of at least 8 characters), with Role and Active always set by the form,
 * and the server's refusal of a password zxcvbn finds easy to guess.
 */
export const createAdminFormSchema = createAdminRequestSchema
  .extend({
    role: z.enum(ADMIN_ROLES),
    is_active: z.boolean(),
  })
  .superRefine(
    async (values, ctx) => {
      const refusal = await weakPasswordRefusal(values.password, values);
      if (refusal) ctx.addIssue({ code: 'custom', path: ['password'], message: refusal });
    },
    // Shown beside the other fields' messages rather than after they are fixed; only once the password's own rules pass.
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'password') },
  );

export type CreateAdminFormValues = z.input<typeof createAdminFormSchema>;
