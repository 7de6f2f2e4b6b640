import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { SUBSCRIPTION_TEXTS, type SubscriptionItem } from '@epaper/shared/user-subscriptions.contract';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../../lib/principal.ts';
import { serviceDay } from '../../lib/service-day.ts';
import { recordActivityBy } from '../activity/activity.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repo from './subscription-list.repository.ts';
import { effectiveStatus, toSubscription } from './subscription-view.ts';

/** Other modules read a subscription's status as of today through this service. */
export { effectiveStatus };

const subscriptionNotFound = () => notFound(SUBSCRIPTION_TEXTS.notFound);
const conflict = (message: string) => new HttpError(409, message, ERROR_CODES.conflict);

export async function getSubscription(ctx: AppContext, id: number): Promise<SubscriptionItem> {
  const row = await repo.readRow(ctx.db, id);
  if (!row) throw subscriptionNotFound();
  return toSubscription(row, serviceDay(ctx.settings.timeZone));
}

/**
 * An admin cancels a subscription: status cancelled and auto-renewal off, written to the
 * reader's activity and the audit trail in the same transaction. The row is locked first,
 * so of two cancels at once one succeeds and the other finds it cancelled (409). A
 * subscription already cancelled or past its end date cannot be cancelled (409).
 */
export async function cancelSubscription(ctx: AppContext, actor: Actor, id: number): Promise<SubscriptionItem> {
  const today = serviceDay(ctx.settings.timeZone);
  const cancelled = await withTransaction(ctx.db, async (tx) => {
    const row = await repo.readRow(tx, id, true);
    if (!row) throw subscriptionNotFound();
    const status = effectiveStatus(row.status, row.end_date, today);
    if (status === 'cancelled') throw conflict(SUBSCRIPTION_TEXTS.alreadyCancelled);
    if (status === 'expired') throw conflict(SUBSCRIPTION_TEXTS.alreadyExpired);
    await repo.markCancelled(tx, id);
    await recordActivityBy(tx, actor, {
      userId: row.user_id,
      type: 'subscription',
      description: `Subscription to ${row.plan_title} cancelled`,
    });
    await recordAudit(tx, {
      actor,
      action: 'subscription.cancel',
      recordType: 'user_subscription',
      recordId: id,
      changes: {
        status: { before: status, after: 'cancelled' },
        ...(row.auto_renewal && { auto_renewal: { before: true, after: false } }),
      },
    });
    return { ...row, status: 'cancelled', auto_renewal: false };
  });
  return toSubscription(cancelled, today);
}
