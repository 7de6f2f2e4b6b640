import { z } from 'zod';
import { textField } from './text-field.ts';
import { pageQuerySchema, paginated } from './pagination.contract.ts';

/** One changed field: its value before and after (a secret shows only `[changed]`). */
export const fieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

/** One audit row: who did what, to which record, when and from where. */
export const auditEventSchema = z.object({
  id: z.number().int(),
  /** The acting account (it may be deleted since); null for the system or an unknown caller. */
  actor_id: z.number().int().nullable(),
  /** The actor's name when it acted. */
  actor_name: z.string().nullable(),
  /** e.g. `admin.suspend`, `profile.update`, `auth.sign_in`. */
  action: z.string(),
  /** e.g. `user`, `session`. */
  record_type: z.string(),
  record_id: z.string().nullable(),
  /** The changed fields. */
  changes: z.record(z.string(), fieldChangeSchema),
  /** Anything else the action kept (never a secret). */
  details: z.record(z.string(), z.unknown()),
  ip_address: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventListSchema = paginated(auditEventSchema);
export type AuditEventList = z.infer<typeof auditEventListSchema>;

/** GET /dashboard/audit/: newest first, optionally of one actor and/or one record. */
export const auditListQuerySchema = pageQuerySchema.extend({
  actor: z.coerce
    .number<number>({ error: 'Actor must be an account id' })
    .int('Actor must be an account id')
    .min(1, 'Actor must be an account id')
    .max(2_147_483_647, 'Actor must be an account id')
    .optional(),
  record_type: textField('Record type').trim().min(1).max(64, 'Record type is too long').optional(),
  record_id: textField('Record id').trim().min(1).max(64, 'Record id is too long').optional(),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
export type AuditListFilters = z.output<typeof auditListQuerySchema>;
