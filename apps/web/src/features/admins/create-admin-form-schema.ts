import { z } from 'zod';
import { ADMIN_ROLES, createAdminRequestSchema } from '@epaper/shared/admins.contract';

/**
 * The Create New Admin form: the contract's own rules (name, email format, E.164 mobile
 * number, password of at least 8 characters), with Role and Active always set by the form.
 */
export const createAdminFormSchema = createAdminRequestSchema.extend({
  role: z.enum(ADMIN_ROLES),
  is_active: z.boolean(),
});

export type CreateAdminFormValues = z.input<typeof createAdminFormSchema>;
