import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { READINESS_TEXTS } from '@epaper/shared/epaper-readiness.texts';
import type { AppContext } from '../../../context.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { notFound } from '../../../lib/http-error.ts';
import type { Actor, Principal } from '../../../lib/principal.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { epaperNotFound } from '../epaper-errors.ts';
import { hasFinding, setAccepted } from './epaper-findings.repository.ts';
import * as repo from '../epapers.repository.ts';
import { getEpaper } from '../epapers.service.ts';

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
): Promise<EpaperWithPages> {
  await withTransaction(ctx.db, async (tx) => {
    if (!(await repo.findEpaper(tx, id))) throw epaperNotFound();
    const row = await setAccepted(tx, id, findingId, principal.userId, accepted);
    if (!row) {
      if (await hasFinding(tx, id, findingId)) return;
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
  return getEpaper(ctx, principal, id);
}
