import type { Executor } from '../../db/transaction.ts';
import { auditEvents, users } from '../../db/schema.ts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';

export type NewAuditEvent = {
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: string | null;
  ipAddress: string | null;
  details: Record<string, unknown>;
};

/** Writes one audit row; the actor's current name is copied in so it outlives the account. */
export async function insertAuditEvent(db: Executor, event: NewAuditEvent): Promise<void> {
  const actorName =
    event.actorId === null ? null : sql`(select ${users.name} from ${users} where ${eq(users.id, event.actorId)})`;
  await db.insert(auditEvents).values({ ...event, actorName });
}

export type AuditEventRow = typeof auditEvents.$inferSelect;

export type AuditFilters = { actorId?: number; targetType?: string; targetId?: string };

function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.actorId !== undefined) conditions.push(eq(auditEvents.actorId, filters.actorId));
  if (filters.targetType !== undefined) conditions.push(eq(auditEvents.targetType, filters.targetType));
  if (filters.targetId !== undefined) conditions.push(eq(auditEvents.targetId, filters.targetId));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of audit rows matching the filters, newest first. */
export function listAuditEvents(
  db: Executor,
  filters: AuditFilters,
  limit: number,
  offset: number,
): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(whereOf(filters))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
}

/** How many audit rows match the filters. */
export async function countAuditEvents(db: Executor, filters: AuditFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(whereOf(filters));
  return row?.n ?? 0;
}
