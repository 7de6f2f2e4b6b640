// An edition's readiness report: its checks before publishing run when processing
// completes and again after every change of its pages; the desk is told when processing
// leaves findings, and accepts a finding (or takes that back). Publishing does not wait
// for them: the dashboard asks first.
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import type { EpaperFinding } from '@epaper/shared/epaper-pages.contract';
import { READINESS_TEXTS } from '@epaper/shared/epaper-readiness.texts';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { withTransaction, type Executor } from '../../../db/transaction.ts';
import { notFound } from '../../../lib/http-error.ts';
import type { Actor, Principal } from '../../../lib/principal.ts';
import type { Settings } from '../../../plugins/settings.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { notifyAdmins } from '../../notifications/notifications.service.ts';
import { epaperNotFound } from '../epaper-errors.ts';
import { EPAPER_NOTICES } from '../epaper-notices.ts';
import * as repo from '../epapers.repository.ts';
import * as findings from './epaper-findings.repository.ts';
import { checkReadiness } from './epaper-readiness.ts';
import { toFindings } from './finding-view.ts';

/**
 * Runs the checks on the edition's pages as they are now and stores what they find.
 * With `notify`, a report with findings not yet accepted is sent to the admins.
 */
export async function checkEditionReadiness(
  db: Db,
  settings: Pick<Settings, 'readiness'>,
  epaperId: number,
  options: { notify: boolean },
): Promise<void> {
  const open = await withTransaction(db, async (tx) => {
    const row = await repo.lockEpaper(tx, epaperId);
    if (!row || row.processingStatus !== 'completed') return undefined;
    const pages = await repo.listPages(tx, epaperId);
    const usualPageCounts = await findings.sameWeekdayPageCounts(tx, epaperId, row.publicationDate);
    const found = checkReadiness(pages, { minPpi: settings.readiness.minPpi, usualPageCounts });
    await findings.replaceFindings(tx, epaperId, found);
    const stored = await findings.listFindings(tx, epaperId);
    return { row, open: stored.filter((finding) => finding.acceptedAt === null) };
  });
  if (options.notify && open && open.open.length > 0) {
    await notifyAdmins(db, EPAPER_NOTICES.findings(open.row, open.open));
  }
}

/** The edition's report as its details answer it, in the order the view page lists it. */
export async function listEpaperFindings(db: Executor, epaperId: number): Promise<EpaperFinding[]> {
  return toFindings(await findings.listFindings(db, epaperId));
}

/**
 * Marks a finding of the checks before publishing as accepted, or takes that back. Asking
 * for what already holds changes nothing and answers the edition as it is: the first
 * acceptance keeps its admin and time, and the audit trail records real changes only.
 */
export async function updateFinding(
  ctx: AppContext,
  principal: Principal,
  actor: Actor,
  id: number,
  findingId: number,
  accepted: boolean,
  details: (id: number) => Promise<EpaperWithPages>,
): Promise<EpaperWithPages> {
  await withTransaction(ctx.db, async (tx) => {
    if (!(await repo.findEpaper(tx, id))) throw epaperNotFound();
    const row = await findings.setAccepted(tx, id, findingId, principal.userId, accepted);
    if (!row) {
      if (await findings.hasFinding(tx, id, findingId)) return;
      throw notFound(READINESS_TEXTS.findingNotFound);
    }
    await recordAudit(tx, {
      actor,
      action: accepted ? 'epaper.finding_accept' : 'epaper.finding_reopen',
      recordType: 'epaper',
      recordId: id,
      changes: { accepted: { before: !accepted, after: accepted }, finding: { before: row.kind, after: row.kind } },
    });
  });
  return details(id);
}

/** Copies of an edition's pages have its findings too, and were checked when it was (the demo's archive). */
export async function copyReadiness(tx: Executor, sourceId: number, copyIds: number[]): Promise<void> {
  await findings.copyReadiness(tx, sourceId, copyIds);
}
