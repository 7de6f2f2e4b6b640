import type { MessageResponse } from '@epaper/shared/auth.contract';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import {
  PLAN_TEXTS,
  type PlanBody,
  type PlanItem,
  type PlanList,
  type PlanOrdering,
  type PlanUpdate,
} from '@epaper/shared/plans.contract';
import type { AppContext } from '../../context.ts';
import { isStillReferenced } from '../../db/errors.ts';
import { withTransaction } from '../../db/transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { serviceDay } from '../../lib/service-day.ts';
import type { Actor } from '../../lib/principal.ts';
import { diffFields, recordAudit, type FieldChange } from '../audit/audit.service.ts';
import * as repo from './plans.repository.ts';

/** The service's day, which decides which subscriptions are still active. */
const today = (ctx: AppContext) => serviceDay(ctx.settings.timeZone);
const planNotFound = () => notFound(PLAN_TEXTS.notFound);
const hasSubscriptions = () => new HttpError(409, PLAN_TEXTS.hasSubscriptions, ERROR_CODES.conflict);

export function toPlan(row: repo.PlanRow): PlanItem {
  return {
    id: row.id,
    title: row.title,
    name: row.title,
    description: row.description,
    price: row.price,
    duration_days: row.durationDays,
    edition_count: row.editionCount,
    features: row.features,
    sort_order: row.sortOrder,
    is_active: row.isActive,
    subscription_count: row.subscriptionCount,
    active_subscription_count: row.activeSubscriptionCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const fieldsOf = (body: PlanBody): repo.PlanFields => ({
  title: body.title,
  description: body.description,
  price: body.price,
  durationDays: body.duration_days,
  editionCount: body.edition_count,
  features: body.features,
  sortOrder: body.sort_order,
  isActive: body.is_active,
});

/** The fields of a plan the audit trail compares, as the API names them. */
const audited = (row: repo.PlanRow) => {
  const {
    subscription_count: _count,
    active_subscription_count: _active,
    created_at: _created,
    updated_at: _updated,
    name: _name,
    id: _id,
    ...fields
  } = toPlan(row);
  return fields;
};

/** Every plan (a handful: the list is not paged), in its order or that reversed. */
export async function listPlans(ctx: AppContext, ordering: PlanOrdering): Promise<PlanList> {
  const rows = await repo.listPlans(ctx.db, today(ctx));
  if (ordering === '-sort_order') rows.reverse();
  return { count: rows.length, results: rows.map(toPlan) };
}

export async function createPlan(ctx: AppContext, actor: Actor, body: PlanBody): Promise<PlanItem> {
  return withTransaction(ctx.db, async (tx) => {
    const row = await repo.insertPlan(tx, fieldsOf(body));
    const changes: Record<string, FieldChange> = Object.fromEntries(
      Object.entries(audited(row)).map(([field, after]) => [field, { before: null, after }]),
    );
    await recordAudit(tx, { actor, action: 'plan.create', recordType: 'plan', recordId: row.id, changes });
    return toPlan(row);
  });
}

/** Every field, or the switch alone (`plan.activate` / `plan.deactivate` in the audit trail). */
export async function updatePlan(ctx: AppContext, actor: Actor, id: number, update: PlanUpdate): Promise<PlanItem> {
  return withTransaction(ctx.db, async (tx) => {
    const before = await repo.lockPlan(tx, id, today(ctx));
    if (!before) throw planNotFound();
    await repo.updatePlan(tx, id, update.toggle ? { isActive: update.is_active } : fieldsOf(update.plan));
    const after = (await repo.findPlan(tx, id, today(ctx)))!;
    const changes = diffFields(audited(before), audited(after));
    const action = update.toggle ? (update.is_active ? 'plan.activate' : 'plan.deactivate') : 'plan.update';
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, { actor, action, recordType: 'plan', recordId: id, changes });
    }
    return toPlan(after);
  });
}

/**
 * Deletes a plan no subscription names. One that has any stays (they refer to it): the
 * answer says to deactivate it instead. The plan is locked first, and a subscription
 * created meanwhile is caught by the database's reference check, with the same answer.
 */
export async function deletePlan(ctx: AppContext, actor: Actor, id: number): Promise<MessageResponse> {
  try {
    await withTransaction(ctx.db, async (tx) => {
      const plan = await repo.lockPlan(tx, id, today(ctx));
      if (!plan) throw planNotFound();
      if (plan.subscriptionCount > 0) throw hasSubscriptions();
      await repo.deletePlan(tx, id);
      const changes: Record<string, FieldChange> = Object.fromEntries(
        Object.entries(audited(plan)).map(([field, before]) => [field, { before, after: null }]),
      );
      await recordAudit(tx, { actor, action: 'plan.delete', recordType: 'plan', recordId: id, changes });
    });
  } catch (error) {
    if (isStillReferenced(error)) throw hasSubscriptions();
    throw error;
  }
  return { message: PLAN_TEXTS.deleted };
}
