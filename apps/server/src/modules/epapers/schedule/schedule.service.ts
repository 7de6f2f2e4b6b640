// When an edition goes live: by hand (Publish now) or by itself at a scheduled time. A
// schedule is kept on the row and a delayed job is sent for its minute; the job, a sweep
// every minute and the end of processing all run publishDueEditions (publish-due.ts).
// One edition per day is the rule the desk expects: a second one published or scheduled
// for a day is asked about first. The schedule room's public service: the other rooms
// and the editions' own service reach schedules only through this file.
import type { EpaperWithPages, ScheduleEpaperRequest } from '@epaper/shared/epapers.contract';
import { DISPLAY_STATUS_LABELS } from '@epaper/shared/epaper-status';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { withTransaction, type Executor, type Tx } from '../../../db/transaction.ts';
import type { JobLog } from '../../../jobs/job-definition.ts';
import { fieldError, HttpError } from '../../../lib/http-error.ts';
import type { Actor } from '../../../lib/principal.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { epaperNotFound, notNow } from '../epaper-errors.ts';
import { displayStatusOfRow } from '../epaper-view.ts';
import * as repo from '../epapers.repository.ts';
import * as schedule from './epaper-schedule.repository.ts';
import * as due from './publish-due.ts';
import { publishScheduledJob } from './publish-scheduled.job.ts';

/** What Publish now was told: whether a second edition of the day is wanted. */
type PublishEpaperOptions = { confirm_same_day?: boolean | undefined };

/** How far ahead a schedule may be: a year and a day (next year's same edition). */
const LONGEST_AHEAD_MS = 366 * 86_400_000;
const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * The instant a `scheduled_at` means: a wall time (yyyy-mm-ddThh:mm) in the service's
 * time zone, or a timestamp with its offset. It must be in the future, within a year.
 */
export async function scheduledInstant(db: Executor, timeZone: string, value: string): Promise<Date> {
  const at = WALL_TIME.test(value) ? await schedule.instantOfWallTime(db, value, timeZone) : new Date(value);
  if (Number.isNaN(at.getTime())) throw fieldError('scheduled_at', EPAPER_TEXTS.scheduledAtInvalid);
  const now = Date.now();
  if (at.getTime() <= now) throw fieldError('scheduled_at', EPAPER_TEXTS.scheduledAtPast);
  if (at.getTime() > now + LONGEST_AHEAD_MS) throw fieldError('scheduled_at', EPAPER_TEXTS.scheduledAtTooFar);
  return at;
}

/**
 * Refuses a second published or scheduled edition of `day` unless the desk confirmed it,
 * naming the others. Inside the transaction that makes the edition join the day, which
 * then holds the day: one joining at the same moment waits, and sees this one.
 */
export async function askAboutSameDay(
  db: Executor,
  day: string,
  exceptId: number | null,
  confirmed: boolean | undefined,
): Promise<void> {
  await schedule.lockDay(db, day);
  if (confirmed) return;
  const others = await schedule.publishedOrScheduledOn(db, day, exceptId);
  if (others.length === 0) return;
  const named = others.map((other) => ({
    title: other.title,
    status: DISPLAY_STATUS_LABELS[displayStatusOfRow(other)],
  }));
  const message = EPAPER_TEXTS.sameDay(named, day);
  throw new HttpError(409, message, ERROR_CODES.sameDayEdition, { publication_date: [message] });
}

/** Sends the job that publishes the edition at its time; the minute sweep covers a send that fails. */
export async function sendPublishAt(ctx: Pick<AppContext, 'jobs'>, epaperId: number, at: Date): Promise<void> {
  const seconds = Math.max(0, Math.ceil((at.getTime() - Date.now()) / 1000));
  await ctx.jobs.send(publishScheduledJob, { epaperId }, { startAfterSeconds: seconds }).catch(() => undefined);
}

type ScheduleAudit = { scheduled_at: string | null; hold_if_late: boolean };
const scheduleOf = (row: repo.EpaperRow): ScheduleAudit => ({
  scheduled_at: row.scheduledAt?.toISOString() ?? null,
  hold_if_late: row.holdIfLate,
});

/** The edition must be able to go live some day: not failed, not already live. */
function assertSchedulable(row: repo.EpaperRow): void {
  if (row.processingStatus === 'failed') throw notNow(EPAPER_TEXTS.scheduleFailed);
  if (row.isPublished) throw notNow(EPAPER_TEXTS.alreadyPublished);
}

/** POST /epapers/:id/schedule/: sets or moves the time it goes live. */
export async function scheduleEpaper(
  ctx: AppContext,
  actor: Actor,
  id: number,
  request: ScheduleEpaperRequest,
  details: (id: number) => Promise<EpaperWithPages>,
): Promise<EpaperWithPages> {
  const after = await withTransaction(ctx.db, async (tx) => {
    const before = await repo.lockEpaper(tx, id);
    if (!before) throw epaperNotFound();
    assertSchedulable(before);
    const at = await scheduledInstant(tx, ctx.settings.timeZone, request.scheduled_at);
    if (!before.scheduledAt) await askAboutSameDay(tx, before.publicationDate, id, request.confirm_same_day);
    const holdIfLate = request.hold_if_late ?? before.holdIfLate;
    const row = await schedule.setSchedule(tx, id, { scheduledAt: at, holdIfLate });
    if (!row) throw epaperNotFound();
    await auditSchedule(tx, actor, before, row);
    return row;
  });
  if (after.scheduledAt) await sendPublishAt(ctx, id, after.scheduledAt);
  return details(id);
}

async function auditSchedule(tx: Tx, actor: Actor, before: repo.EpaperRow, after: repo.EpaperRow) {
  const was = scheduleOf(before);
  const now = scheduleOf(after);
  if (was.scheduled_at === now.scheduled_at && was.hold_if_late === now.hold_if_late) return;
  await recordAudit(tx, {
    actor,
    action: now.scheduled_at ? 'epaper.schedule' : 'epaper.unschedule',
    recordType: 'epaper',
    recordId: after.id,
    changes: {
      scheduled_at: { before: was.scheduled_at, after: now.scheduled_at },
      ...(was.hold_if_late !== now.hold_if_late && {
        hold_if_late: { before: was.hold_if_late, after: now.hold_if_late },
      }),
    },
  });
}

/** DELETE /epapers/:id/schedule/: back to a draft; nothing happens for one not scheduled. */
export async function unscheduleEpaper(
  ctx: AppContext,
  actor: Actor,
  id: number,
  details: (id: number) => Promise<EpaperWithPages>,
): Promise<EpaperWithPages> {
  await withTransaction(ctx.db, async (tx) => {
    const before = await repo.lockEpaper(tx, id);
    if (!before) throw epaperNotFound();
    if (!before.scheduledAt) return;
    const row = await schedule.clearSchedule(tx, id);
    if (row) await auditSchedule(tx, actor, before, row);
  });
  return details(id);
}

/** POST /epapers/:id/publish/: live now. One already live is answered as it is. */
export async function publishEpaper(
  ctx: AppContext,
  actor: Actor,
  id: number,
  request: PublishEpaperOptions,
  details: (id: number) => Promise<EpaperWithPages>,
): Promise<EpaperWithPages> {
  await withTransaction(ctx.db, async (tx) => {
    const before = await repo.lockEpaper(tx, id);
    if (!before) throw epaperNotFound();
    if (before.isPublished) return;
    if (before.processingStatus !== 'completed') throw notNow(EPAPER_TEXTS.publishNotCompleted);
    if (!before.scheduledAt) await askAboutSameDay(tx, before.publicationDate, id, request.confirm_same_day);
    const row = await schedule.publishNow(tx, id);
    if (!row) throw epaperNotFound();
    await recordAudit(tx, {
      actor,
      action: 'epaper.publish',
      recordType: 'epaper',
      recordId: id,
      changes: { is_published: { before: false, after: true } },
      ...(before.scheduledAt && { context: { was_scheduled_at: before.scheduledAt.toISOString() } }),
    });
  });
  return details(id);
}

/** A new edition's schedule, sent with its upload: set in the transaction that makes its row. */
export function scheduleNewEdition(
  tx: Executor,
  id: number,
  at: { scheduledAt: Date; holdIfLate: boolean },
): Promise<repo.EpaperRow | undefined> {
  return schedule.setSchedule(tx, id, at);
}

/**
 * What is due goes live now (publish-due.ts): the scheduled job's work, which the end of
 * processing also runs for its edition.
 */
export function publishDueEditions(run: { db: Db; log: JobLog }, epaperId?: number): Promise<void> {
  return due.publishDueEditions(run, epaperId);
}

/**
 * Live now, for a completed edition a tool made (the demo's published ones): no admin
 * acts, so no audit row and no same-day question.
 */
export async function publishWithoutAudit(db: Executor, id: number): Promise<void> {
  const row = await repo.findEpaper(db, id);
  if (row?.processingStatus === 'completed' && !row.isPublished) await schedule.publishNow(db, id);
}
