import { TEXTS } from '@epaper/shared/texts';
import {
  USER_TEXTS,
  type User,
  type UserActivity,
  type UserChangesBody,
  type UserSubscription,
} from '@epaper/shared/users.contract';
import type { AppContext } from '../../context.ts';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { fieldError, forbidden, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../../lib/principal.ts';
import { listAccountActivity, profileChangeText, recordActivityBy } from '../activity/activity.service.ts';
import { isEmailTaken, isPhoneTaken } from '../accounts/accounts.service.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { endAccountSessions } from '../sessions/sessions.service.ts';
import { toUser } from './user-view.ts';
import * as repo from './users.repository.ts';
import { serviceDay } from '../../lib/service-day.ts';
import { effectiveStatus } from '../user-subscriptions/user-subscriptions.service.ts';

type PageRequest = { page: number; page_size: number };
type Page<Item> = { count: number; results: Item[] };

const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

async function findOrNotFound(ctx: AppContext, id: number): Promise<repo.UserRow> {
  const row = id > 0 ? await repo.findUserById(ctx.db, id) : undefined;
  if (!row) throw notFound(USER_TEXTS.notFound);
  return row;
}

/**
 * A reader to change, locked until the transaction ends (admins are changed only through
 * Admin Management). Concurrent changes of one reader take turns, and each compares
 * against what the one before it committed: one change writes one history, however many
 * identical requests arrive at once.
 */
async function lockReaderToChange(tx: Tx, id: number): Promise<repo.UserRow> {
  const row = id > 0 ? await repo.lockUser(tx, id) : undefined;
  if (!row) throw notFound(USER_TEXTS.notFound);
  if (row.isAdmin) throw forbidden(USER_TEXTS.adminsElsewhere);
  return row;
}

/** Any account by id: a reader, or an admin opened read-only. */
export async function getUser(ctx: AppContext, id: number): Promise<User> {
  return toUser(await findOrNotFound(ctx, id));
}

function snapshot(row: repo.UserRow) {
  return { name: row.name, email: row.email, phone: row.phone, address: row.address, is_verified: row.isVerified };
}

/**
 * Edits a reader's name, email, phone, address and verification. The change, the
 * reader's activity line and the audit row commit together; nothing is written when
 * nothing changed (also for the second of two identical edits sent at once).
 */
export async function updateReader(ctx: AppContext, actor: Actor, id: number, body: UserChangesBody): Promise<User> {
  const updated = await withTransaction(ctx.db, async (tx) => {
    const current = await lockReaderToChange(tx, id);
    if (body.phone !== undefined && (await isPhoneTaken(tx, body.phone, id))) {
      throw fieldError('phone', TEXTS.phoneTaken);
    }
    if (body.email && (await isEmailTaken(tx, body.email, id))) {
      throw fieldError('email', USER_TEXTS.emailTaken);
    }
    const changes = diffFields(snapshot(current), {
      name: body.name,
      email: body.email,
      phone: body.phone,
      address: body.address,
      is_verified: body.is_verified,
    });
    if (Object.keys(changes).length === 0) return current;

    const row = await repo.updateReader(tx, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.email !== undefined && { email: body.email }),
      ...(body.phone !== undefined && { phone: body.phone }),
      ...(body.address !== undefined && { address: body.address }),
      ...(body.is_verified !== undefined && { isVerified: body.is_verified }),
    });
    if (row === 'phone_taken') throw fieldError('phone', TEXTS.phoneTaken);
    if (row === 'email_taken') throw fieldError('email', USER_TEXTS.emailTaken);
    if (!row) throw notFound(USER_TEXTS.notFound);
    await recordActivityBy(tx, actor, {
      userId: id,
      type: 'profile',
      description: profileChangeText(Object.keys(changes)),
    });
    await recordAudit(tx, { actor, action: 'user.update', recordType: 'user', recordId: id, changes });
    return row;
  });
  return toUser(updated);
}

/**
 * Suspends or activates a reader. Suspending ends every session of the account at once.
 * Idempotent: an account already in that state is answered as it is, and nothing is
 * recorded. The state is read under the row's lock, so of identical requests sent at
 * once the first changes it and writes the history; the rest answer the same 200.
 */
export async function setReaderActive(ctx: AppContext, actor: Actor, id: number, active: boolean): Promise<User> {
  const updated = await withTransaction(ctx.db, async (tx) => {
    const current = await lockReaderToChange(tx, id);
    // Sessions end even when the account was already suspended: none may outlive a suspension.
    if (!active) await endAccountSessions(tx, id, 'suspended');
    if (current.isActive === active) return current;
    const row = await repo.updateReader(tx, id, { isActive: active });
    if (typeof row !== 'object') throw notFound(USER_TEXTS.notFound);
    await recordActivityBy(tx, actor, {
      userId: id,
      type: 'status',
      description: active ? 'Account activated' : 'Account deactivated',
    });
    await recordAudit(tx, {
      actor,
      action: active ? 'user.activate' : 'user.suspend',
      recordType: 'user',
      recordId: id,
      changes: { is_active: { before: current.isActive, after: active } },
    });
    return row;
  });
  return toUser(updated);
}

/** An account's subscriptions with their plans, newest first. */
export async function listUserSubscriptions(
  ctx: AppContext,
  id: number,
  page: PageRequest,
): Promise<Page<UserSubscription>> {
  await findOrNotFound(ctx, id);
  const today = serviceDay(ctx.settings.timeZone);
  const { count, rows } = await repo.listSubscriptions(
    ctx.db,
    id,
    page.page_size,
    pageOffset(page.page, page.page_size),
  );
  return {
    count,
    results: rows.map(({ subscription, plan }) => ({
      id: subscription.id,
      plan: { id: plan.id, title: plan.title, description: plan.description, price: plan.price },
      start_date: subscription.startDate,
      end_date: subscription.endDate,
      status: effectiveStatus(subscription.status, subscription.endDate, today),
      payment_method: subscription.paymentMethod,
      payment_reference: subscription.paymentReference,
      auto_renewal: subscription.autoRenewal,
      amount_paid: subscription.amountPaid,
    })),
  };
}

/** An account's activity, newest first. */
export async function listUserActivity(
  ctx: AppContext,
  id: number,
  query: Parameters<typeof listAccountActivity>[2],
): Promise<Page<UserActivity>> {
  await findOrNotFound(ctx, id);
  return listAccountActivity(ctx.db, id, query);
}
