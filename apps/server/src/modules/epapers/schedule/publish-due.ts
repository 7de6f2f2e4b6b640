// What is due goes live: the scheduled editions whose time has come and that may go, and
// a mark, once, on those that have to wait (held), each with its audit row by the system.
import type { Db } from '../../../db/client.ts';
import { withTransaction } from '../../../db/transaction.ts';
import type { JobLog } from '../../../jobs/job-definition.ts';
import type { Actor } from '../../../lib/principal.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { notifyAdmins } from '../../notifications/notifications.service.ts';
import { EPAPER_NOTICES } from '../epaper-notices.ts';
import * as schedule from './epaper-schedule.repository.ts';

const SYSTEM: Actor = { userId: null, ip: null };

/**
 * Publishes what is due (one edition, or all), then marks what is due but must wait. Each
 * with its audit row, by the system, and a notification to the admins; held editions are
 * also logged as a warning.
 */
export async function publishDueEditions(run: { db: Db; log: JobLog }, epaperId?: number): Promise<void> {
  const published = await withTransaction(run.db, async (tx) => {
    const rows = await schedule.publishDue(tx, epaperId);
    for (const row of rows) {
      await recordAudit(tx, {
        actor: SYSTEM,
        action: 'epaper.publish_scheduled',
        recordType: 'epaper',
        recordId: row.id,
        changes: { is_published: { before: false, after: true } },
        context: { scheduled_at: row.scheduledAt.toISOString() },
      });
      await notifyAdmins(tx, EPAPER_NOTICES.published(row));
    }
    return rows;
  });
  for (const row of published) {
    const lateBySeconds = Math.round((Date.now() - row.scheduledAt.getTime()) / 1000);
    run.log.info({ epaperId: row.id, lateBySeconds }, 'scheduled e-paper published');
  }
  const held = await withTransaction(run.db, async (tx) => {
    const rows = await schedule.markHeld(tx, epaperId);
    for (const row of rows) {
      await recordAudit(tx, {
        actor: SYSTEM,
        action: 'epaper.schedule_held',
        recordType: 'epaper',
        recordId: row.id,
        context: { scheduled_at: row.scheduledAt.toISOString() },
      });
      await notifyAdmins(tx, EPAPER_NOTICES.held(row, row.processingStatus !== 'completed'));
    }
    return rows;
  });
  for (const row of held) {
    run.log.warn(
      { epaperId: row.id, title: row.title },
      'scheduled e-paper held: its time came before it could go live',
    );
  }
}
