// An edition's readiness report: its checks before publishing run when processing
// completes and again after every change of its pages; the desk is told when processing
// leaves findings. Publishing does not wait for them: the dashboard asks first.
import type { Db } from '../../../db/client.ts';
import { withTransaction } from '../../../db/transaction.ts';
import type { Settings } from '../../../plugins/settings.ts';
import { notifyAdmins } from '../../notifications/notifications.service.ts';
import { EPAPER_NOTICES } from '../epaper-notices.ts';
import { checkReadiness } from './epaper-readiness.ts';
import * as findings from './epaper-findings.repository.ts';
import * as repo from '../epapers.repository.ts';

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
