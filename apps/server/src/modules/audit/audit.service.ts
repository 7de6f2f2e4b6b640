import type { Tx } from '../../db/transaction.ts';
import type { Actor } from '../../lib/principal.ts';
import type { AuditEvent, AuditEventList, AuditListFilters } from '@epaper/shared/audit.contract';
import type { Executor } from '../../db/transaction.ts';
import { countAuditEvents, insertAuditEvent, listAuditEvents, type AuditEventRow } from './audit.repository.ts';

/** Field names whose values never enter the trail, whatever record they belong to. */
const SECRET_FIELDS = new Set([
  'password',
  'passwordHash',
  'password_hash',
  'current_password',
  'new_password',
  'refresh',
  'refreshHash',
  'access',
  'token',
  'secret',
]);

/** A changed field: its value before and after (a secret shows only that it changed). */
export type FieldChange = { before: unknown; after: unknown };

export type AuditEntry = {
  actor: Actor;
  /** What was done, e.g. `auth.sign_in`, `profile.update`, `admin.suspend`. */
  action: string;
  /** The kind of record acted on, e.g. `user`, `session`, `plan`. */
  recordType: string;
  recordId: string | number | null;
  /** The changed fields; secrets are replaced by a marker. */
  changes?: Record<string, FieldChange>;
  /** Anything else worth keeping (never a secret). */
  context?: Record<string, unknown>;
};

const REDACTED = '[changed]';

/** Keeps only the fields whose value really changed, with secrets masked. */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, FieldChange> = {};
  for (const [field, next] of Object.entries(after)) {
    const previous = before[field];
    if (next === undefined || JSON.stringify(previous) === JSON.stringify(next)) continue;
    changes[field] = SECRET_FIELDS.has(field)
      ? { before: REDACTED, after: REDACTED }
      : { before: previous, after: next };
  }
  return changes;
}

function withoutSecrets(values: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_FIELDS.has(key)));
}

/**
 * Writes the audit row of a change in the transaction that makes the change: both
 * commit, or neither does. Takes a transaction, not the database, on purpose.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  const changes = Object.fromEntries(
    Object.entries(entry.changes ?? {}).map(([field, change]) => [
      field,
      SECRET_FIELDS.has(field) ? { before: REDACTED, after: REDACTED } : change,
    ]),
  );
  await insertAuditEvent(tx, {
    actorId: entry.actor.userId,
    action: entry.action,
    targetType: entry.recordType,
    targetId: entry.recordId === null ? null : String(entry.recordId),
    ipAddress: entry.actor.ip,
    details: { changes, ...withoutSecrets(entry.context) },
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toAuditEvent(row: AuditEventRow): AuditEvent {
  const { changes, ...details } = row.details;
  const fieldChanges = Object.fromEntries(
    Object.entries(isObject(changes) ? changes : {})
      .filter(([, change]) => isObject(change))
      .map(([field, change]) => [
        field,
        { before: (change as FieldChange).before, after: (change as FieldChange).after },
      ]),
  );
  return {
    id: row.id,
    actor_id: row.actorId,
    actor_name: row.actorName,
    action: row.action,
    record_type: row.targetType,
    record_id: row.targetId,
    changes: fieldChanges,
    details,
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
  };
}

/** A page of the audit trail, newest first, of one actor and/or one record when asked. Read only. */
export async function listAudit(
  db: Executor,
  query: AuditListFilters,
): Promise<Omit<AuditEventList, 'next' | 'previous'>> {
  const filters = {
    ...(query.actor !== undefined && { actorId: query.actor }),
    ...(query.record_type !== undefined && { targetType: query.record_type }),
    ...(query.record_id !== undefined && { targetId: query.record_id }),
  };
  const count = await countAuditEvents(db, filters);
  const rows = await listAuditEvents(db, filters, query.page_size, (query.page - 1) * query.page_size);
  return { count, results: rows.map(toAuditEvent) };
}
