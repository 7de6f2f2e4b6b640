import { and, asc, desc, eq, getTableColumns, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { epaperFindings, epapers, users } from '../../../db/schema.ts';
import type { Executor } from '../../../db/transaction.ts';
import type { NewFinding } from './epaper-readiness.ts';

export type FindingRow = typeof epaperFindings.$inferSelect;
/** A finding with the name of the admin who accepted it. */
export type ListedFindingRow = FindingRow & { acceptedByName: string | null };

export function listFindings(db: Executor, epaperId: number): Promise<ListedFindingRow[]> {
  return db
    .select({ ...getTableColumns(epaperFindings), acceptedByName: users.name })
    .from(epaperFindings)
    .leftJoin(users, eq(users.id, epaperFindings.acceptedBy))
    .where(eq(epaperFindings.epaperId, epaperId))
    .orderBy(asc(epaperFindings.id));
}

const samePages = (a: number[], b: number[]) => a.length === b.length && a.every((n, i) => n === b[i]);
const sameDetail = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The edition's findings become `found`: a finding found again on the same pages keeps
 * its row (and its acceptance); any other is new. The kinds of findings that are new.
 */
export async function replaceFindings(tx: Executor, epaperId: number, found: NewFinding[]): Promise<NewFinding[]> {
  const before = await listFindings(tx, epaperId);
  const fresh: NewFinding[] = [];
  for (const finding of found) {
    const kept = before.find(
      (row) =>
        row.kind === finding.kind && samePages(row.pages, finding.pages) && sameDetail(row.detail, finding.detail),
    );
    if (kept) continue;
    fresh.push(finding);
    await tx
      .insert(epaperFindings)
      .values({ epaperId, kind: finding.kind, pages: finding.pages, detail: finding.detail })
      .onConflictDoUpdate({
        target: [epaperFindings.epaperId, epaperFindings.kind],
        set: {
          pages: finding.pages,
          detail: finding.detail,
          acceptedBy: null,
          acceptedAt: null,
          createdAt: sql`now()`,
        },
      });
  }
  const kinds = found.map((finding) => finding.kind);
  for (const row of before) {
    if (!kinds.includes(row.kind as NewFinding['kind']))
      await tx.delete(epaperFindings).where(eq(epaperFindings.id, row.id));
  }
  await tx
    .update(epapers)
    .set({ readinessCheckedAt: sql`now()` })
    .where(eq(epapers.id, epaperId));
  return fresh;
}

/**
 * Accepted by `userId` now, or not accepted any more. Only a real change writes: the row
 * as changed, or undefined when it already was so or is not this edition's. Requests at
 * the same moment wait on the row's lock and find it changed, so one of them wins.
 */
export async function setAccepted(
  db: Executor,
  epaperId: number,
  findingId: number,
  userId: number | null,
  accepted: boolean,
): Promise<FindingRow | undefined> {
  const [row] = await db
    .update(epaperFindings)
    .set(accepted ? { acceptedBy: userId, acceptedAt: sql`now()` } : { acceptedBy: null, acceptedAt: null })
    .where(
      and(
        eq(epaperFindings.epaperId, epaperId),
        eq(epaperFindings.id, findingId),
        accepted ? isNull(epaperFindings.acceptedAt) : isNotNull(epaperFindings.acceptedAt),
      ),
    )
    .returning();
  return row;
}

/** Whether the edition has this finding. */
export async function hasFinding(db: Executor, epaperId: number, findingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: epaperFindings.id })
    .from(epaperFindings)
    .where(and(eq(epaperFindings.epaperId, epaperId), eq(epaperFindings.id, findingId)));
  return row !== undefined;
}

/**
 * Page counts of the last four published editions dated on the same weekday before this
 * one, newest first: what readers were given, not drafts, trials or failed uploads.
 */
export async function sameWeekdayPageCounts(
  db: Executor,
  epaperId: number,
  publicationDate: string,
): Promise<number[]> {
  const rows = await db
    .select({ pageCount: epapers.pageCount })
    .from(epapers)
    .where(
      and(
        ne(epapers.id, epaperId),
        eq(epapers.isPublished, true),
        lt(epapers.publicationDate, publicationDate),
        sql`extract(isodow from ${epapers.publicationDate}) = extract(isodow from ${publicationDate}::date)`,
      ),
    )
    .orderBy(desc(epapers.publicationDate), desc(epapers.id))
    .limit(4);
  return rows.map((row) => row.pageCount);
}

/** Copies of an edition's pages have its findings too, and were checked when it was (the demo's archive). */
export async function copyReadiness(tx: Executor, sourceId: number, copyIds: number[]): Promise<void> {
  if (copyIds.length === 0) return;
  const ids = `{${copyIds.map((id) => Math.trunc(id)).join(',')}}`;
  await tx.execute(sql`
    insert into ${epaperFindings} (epaper_id, kind, pages, detail)
    select copy.id, f.kind, f.pages, f.detail
      from ${epaperFindings} f cross join unnest(${ids}::int[]) as copy(id)
     where f.epaper_id = ${sourceId}`);
  await tx.execute(sql`
    update ${epapers} set readiness_checked_at = (select readiness_checked_at from ${epapers} where id = ${sourceId})
     where id = any(${ids}::int[])`);
}
