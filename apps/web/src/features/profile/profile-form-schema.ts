import { z } from 'zod';
import { phoneSchema } from '@epaper/shared/auth.contract';
import { LIMITS } from '@epaper/shared/limits';
import { updateProfileRequestSchema } from '@epaper/shared/profile.contract';
import { TEXTS } from '@epaper/shared/texts';
import { weakPasswordRefusal } from '../../lib/forms/password-judge.ts';

/**
 * The profile form: the contract's name and phone rules, plus the password change fields
 * and the server's refusal of a new password zxcvbn finds easy to guess.
 */
export const profileFormSchema = z
  .object({
    name: updateProfileRequestSchema.shape.name,
    phone: phoneSchema,
    email: z.string(),
    current_password: z.string(),
    new_password: z.string(),
    confirm_password: z.string(),
  })
  .superRefine(async (values, ctx) => {
    // Only when a new password is given, and one message at a time, in this order.
    const fail = (path: keyof typeof values, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    // A confirmation without a new password would otherwise be dropped without a word.
    if (!values.new_password) {
      if (values.confirm_password) fail('confirm_password', TEXTS.newPasswordsMismatch);
      return;
    }
    if (!values.current_password) return fail('current_password', TEXTS.currentPasswordRequired);
    if (values.new_password !== values.confirm_password) return fail('confirm_password', TEXTS.newPasswordsMismatch);
    if (values.new_password.length < LIMITS.minPasswordLength) return fail('new_password', TEXTS.newPasswordTooShort);
    const refusal = await weakPasswordRefusal(values.new_password, values);
    if (refusal) fail('new_password', refusal);
  });

export type ProfileFormValues = z.input<typeof profileFormSchema>;
