// The editions' schedule in the database: when each goes live, which have to wait, and the
// editions of a day (the same-day question and the calendar).
import { and, asc, between, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { epapers } from '../../../db/schema.ts';
import type { Executor } from '../../../db/transaction.ts';
import type { EpaperRow } from '../epapers.repository.ts';

/** An edition as a day's list names it. */
export type DatedRow = Pick<
  EpaperRow,
  'id' | 'title' | 'publicationDate' | 'isPublished' | 'processingStatus' | 'scheduledAt'
>;

const datedColumns = {
  id: epapers.id,
  title: epapers.title,
  publicationDate: epapers.publicationDate,
  isPublished: epapers.isPublished,
  processingStatus: epapers.processingStatus,
  scheduledAt: epapers.scheduledAt,
};

/** Live, or going live by itself: what a reader has (or will have) for its day. */
export const isPublishedOrScheduled: SQL = or(
  eq(epapers.isPublished, true),
  and(isNotNull(epapers.scheduledAt), ne(epapers.processingStatus, 'failed')),
) as SQL;

/**
 * Holds the day until the transaction ends: two editions joining one day at once take
 * turns, so the second one's question sees the first (a transaction-level advisory lock).
 */
export async function lockDay(db: Executor, day: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`epaper-day:${day}`}))`);
}

/** Other editions of `day` that are published or scheduled. */
export function publishedOrScheduledOn(db: Executor, day: string, exceptId: number | null): Promise<DatedRow[]> {
  return db
    .select(datedColumns)
    .from(epapers)
    .where(
      and(
        eq(epapers.publicationDate, day),
        isPublishedOrScheduled,
        exceptId === null ? undefined : ne(epapers.id, exceptId),
      ),
    )
    .orderBy(asc(epapers.id));
}

/** Every edition dated `from`…`to` (yyyy-mm-dd, both included), by day then upload. */
export function editionsBetween(db: Executor, from: string, to: string): Promise<DatedRow[]> {
  return db
    .select(datedColumns)
    .from(epapers)
    .where(between(epapers.publicationDate, from, to))
    .orderBy(asc(epapers.publicationDate), asc(epapers.id));
}

/** Sets (or moves) the time it goes live; whether it waited before is forgotten. */
export async function setSchedule(
  db: Executor,
  id: number,
  schedule: { scheduledAt: Date; holdIfLate: boolean },
): Promise<EpaperRow | undefined> {
  const [row] = await db
    .update(epapers)
    .set({ ...schedule, heldAt: null, updatedAt: sql`now()` })
    .where(eq(epapers.id, id))
    .returning();
  return row;
}

export async function clearSchedule(db: Executor, id: number): Promise<EpaperRow | undefined> {
  const [row] = await db
    .update(epapers)
    .set({ scheduledAt: null, heldAt: null, updatedAt: sql`now()` })
    .where(eq(epapers.id, id))
    .returning();
  return row;
}

/** Live now: a schedule it had is done with. */
export async function publishNow(db: Executor, id: number): Promise<EpaperRow | undefined> {
  const [row] = await db
    .update(epapers)
    .set({ isPublished: true, publishedAt: sql`now()`, scheduledAt: null, heldAt: null, updatedAt: sql`now()` })
    .where(eq(epapers.id, id))
    .returning();
  return row;
}

/** The time has come (by the database's clock), for one edition or every one. */
const isDue = (epaperId: number | undefined) =>
  sql`e.scheduled_at <= now() and not e.is_published ${epaperId === undefined ? sql`` : sql`and e.id = ${epaperId}`}`;

/**
 * Those that may not go live at their time: processing has not completed, or completed
 * after the time with `hold_if_late`.
 */
const mustWait = sql`(e.processing_status <> 'completed' or (e.hold_if_late and e.processed_at > e.scheduled_at))`;

export type ScheduleOutcome = {
  id: number;
  title: string;
  publicationDate: string;
  scheduledAt: Date;
  processingStatus: string;
};

type OutcomeRow = {
  id: number;
  title: string;
  publication_date: string;
  scheduled_at: string;
  processing_status: string;
};
const toOutcome = (row: OutcomeRow): ScheduleOutcome => ({
  id: row.id,
  title: row.title,
  publicationDate: String(row.publication_date),
  scheduledAt: new Date(row.scheduled_at),
  processingStatus: row.processing_status,
});

/**
 * Publishes every edition whose time has come and that may go live, once: the rows are
 * locked and skipped by a sweep running at the same moment, and a published row no longer
 * matches. Answers what went live, with the time each was scheduled for.
 */
export async function publishDue(db: Executor, epaperId?: number): Promise<ScheduleOutcome[]> {
  const result = await db.execute<OutcomeRow>(sql`
    with due as (
      select e.id, e.scheduled_at from ${epapers} e
       where ${isDue(epaperId)} and not ${mustWait}
       for update skip locked)
    update ${epapers} set is_published = true, published_at = now(), scheduled_at = null, held_at = null,
           updated_at = now()
      from due where ${epapers.id} = due.id
    returning ${epapers.id} as id, ${epapers.title} as title, ${epapers.publicationDate} as publication_date,
              due.scheduled_at, ${epapers.processingStatus} as processing_status`);
  return result.rows.map(toOutcome);
}

/** Marks the editions whose time came while they must wait, once each: answers those newly held. */
export async function markHeld(db: Executor, epaperId?: number): Promise<ScheduleOutcome[]> {
  const result = await db.execute<OutcomeRow>(sql`
    update ${epapers} e set held_at = now()
     where ${isDue(epaperId)} and ${mustWait} and e.held_at is null
    returning e.id, e.title, e.publication_date, e.scheduled_at, e.processing_status`);
  return result.rows.map(toOutcome);
}

/** A wall-clock time in `timeZone` as an instant, by PostgreSQL's time zone rules (a skipped hour moves forward). */
export async function instantOfWallTime(db: Executor, wallTime: string, timeZone: string): Promise<Date> {
  const result = await db.execute<{ at: string }>(sql`select (${wallTime}::timestamp at time zone ${timeZone}) as at`);
  return new Date(result.rows[0]?.at ?? Number.NaN);
}
