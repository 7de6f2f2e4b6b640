import type { AuditEventList, AuditListQuery } from './audit.contract.ts';
import { route } from './route.ts';

/** The audit trail, read only: nothing in the API edits or deletes it. Super Admins only. */
export const auditRoutes = {
  list: route<{ query: AuditListQuery; response: AuditEventList }>('GET', '/dashboard/audit/', 'super_admin'),
};
