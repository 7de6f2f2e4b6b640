import type {
  AdminItem,
  AdminList,
  AdminListFilters,
  AdminRole,
  CreateAdminBody,
  UpdateAdminBody,
} from '@epaper/shared/admins.contract';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { TEXTS } from '@epaper/shared/texts';
import type { AppContext } from '../../context.ts';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { fieldError, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { requireStrongPassword } from '../../lib/strong-password.ts';
import type { Actor, Principal } from '../../lib/principal.ts';
import { isEmailTaken, isPhoneTaken } from '../accounts/accounts.service.ts';
import { diffFields, recordAudit, type FieldChange } from '../audit/audit.service.ts';
import { endAccountSessions, type SessionEndReason } from '../sessions/sessions.service.ts';
import * as repo from './admins.repository.ts';

const adminNotFound = () => notFound('Admin not found.');
const refused = (message: string) => new HttpError(400, message, ERROR_CODES.badRequest);
const lastSuperAdmin = () => new HttpError(409, TEXTS.lastActiveSuperAdmin, ERROR_CODES.conflict);

function toAdmin(row: repo.AdminListRow): AdminItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role as AdminRole,
    is_active: row.isActive,
    created_by: row.createdBy,
    created_by_name: row.createdByName,
    date_joined: row.dateJoined.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
  };
}

/** The fields of an admin the audit trail compares. */
const audited = (row: repo.AdminRow) => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  is_active: row.isActive,
});

/** The admin as answered after a change: with its creator's name, read now. */
async function withCreatorName(ctx: AppContext, row: repo.AdminRow): Promise<AdminItem> {
  return toAdmin({ ...row, createdByName: await repo.findCreatorName(ctx.db, row.createdBy) });
}

function throwTaken(taken: repo.Taken): never {
  if (taken === 'email_taken') throw fieldError('email', TEXTS.emailTaken);
  throw fieldError('phone', TEXTS.phoneTaken);
}

/** A page of admins, with the counts of every admin (`count`) and of the active ones. */
export async function listAdmins(
  ctx: AppContext,
  query: AdminListFilters,
): Promise<Omit<AdminList, 'next' | 'previous'>> {
  const counts = await repo.countAdmins(ctx.db);
  const offset = (query.page - 1) * query.page_size;
  const rows = await repo.listAdmins(ctx.db, query.ordering === '-id', query.page_size, offset);
  return { count: counts.total, active_count: counts.active, results: rows.map(toAdmin) };
}

async function checkUnique(ctx: AppContext, email: string, phone: string, exceptId?: number): Promise<void> {
  if (await isEmailTaken(ctx.db, email, exceptId)) throw fieldError('email', TEXTS.emailTaken);
  if (await isPhoneTaken(ctx.db, phone, exceptId)) throw fieldError('phone', TEXTS.phoneTaken);
}

/** Creates an admin; the caller (a Super Admin) is recorded as its creator. */
export async function createAdmin(
  ctx: AppContext,
  principal: Principal,
  actor: Actor,
  body: CreateAdminBody,
): Promise<AdminItem> {
  requireStrongPassword('password', body.password, body);
  await checkUnique(ctx, body.email, body.phone);
  // argon2 (CPU work) before the transaction: never hold the embedded database's one connection across it.
  const passwordHash = await hashPassword(body.password);
  const created = await withTransaction(ctx.db, async (tx) => {
    const row = await repo.insertAdmin(tx, {
      name: body.name,
      email: body.email,
      phone: body.phone,
      passwordHash,
      role: body.role,
      isActive: body.is_active,
      createdBy: principal.userId,
    });
    if (typeof row === 'string') throwTaken(row);
    const changes: Record<string, FieldChange> = Object.fromEntries(
      Object.entries({ ...audited(row), password: 'set' }).map(([field, after]) => [field, { before: null, after }]),
    );
    await recordAudit(tx, { actor, action: 'admin.create', recordType: 'user', recordId: row.id, changes });
    return row;
  });
  return withCreatorName(ctx, created);
}

type Change = {
  /** The audit action, e.g. `admin.suspend`. */
  action: string;
  /** The message refusing it when the target is the caller, with the field it belongs to (if any). */
  self?: { message: string; field?: string };
};

/**
 * Runs a change of one admin under the rules of every change: the target must be an
 * admin; no one suspends, deletes or demotes themselves; the last active Super Admin
 * stays one; the caller must still be an active Super Admin. The active Super Admins
 * and the target are locked first, so concurrent changes cannot together break the rule.
 */
async function changeAdmin<T>(
  ctx: AppContext,
  principal: Principal,
  targetId: number,
  decide: (target: repo.AdminRow) => { removesSuperAdmin: boolean; selfRefusal?: Change['self'] },
  apply: (tx: Tx, target: repo.AdminRow) => Promise<T>,
): Promise<T> {
  if (!(await repo.findAdminById(ctx.db, targetId))) throw adminNotFound();
  return withTransaction(ctx.db, async (tx) => {
    const locked = await repo.lockSuperAdminsAndTarget(tx, targetId);
    const target = locked.find((row) => row.id === targetId && row.isAdmin);
    if (!target) throw adminNotFound();
    const { removesSuperAdmin, selfRefusal } = decide(target);
    if (selfRefusal && target.id === principal.userId) {
      throw selfRefusal.field ? fieldError(selfRefusal.field, selfRefusal.message) : refused(selfRefusal.message);
    }
    const activeSuperAdmins = locked.filter((row) => row.role === 'super_admin' && row.isActive);
    if (removesSuperAdmin && activeSuperAdmins.length <= 1) throw lastSuperAdmin();
    // Authorised when the request arrived; a caller suspended or demoted since then may not act.
    if (!activeSuperAdmins.some((row) => row.id === principal.userId))
      throw forbidden('Only a Super Admin can do this.');
    return apply(tx, target);
  });
}

const isActiveSuperAdmin = (row: { role: string; isActive: boolean }) => row.role === 'super_admin' && row.isActive;

/** Suspends (`false`) or activates (`true`) an admin; suspending ends its sessions at once. */
export async function setAdminActive(
  ctx: AppContext,
  principal: Principal,
  actor: Actor,
  targetId: number,
  isActive: boolean,
): Promise<AdminItem> {
  const row = await changeAdmin(
    ctx,
    principal,
    targetId,
    (target) => ({
      removesSuperAdmin: !isActive && isActiveSuperAdmin(target),
      selfRefusal: isActive ? undefined : { message: TEXTS.cannotSuspendSelf },
    }),
    async (tx, target) => {
      if (target.isActive === isActive) return target;
      const updated = await repo.updateAdmin(tx, target.id, { isActive });
      if (typeof updated === 'string') throwTaken(updated);
      if (!isActive) await endAccountSessions(tx, target.id, 'suspended');
      await recordAudit(tx, {
        actor,
        action: isActive ? 'admin.activate' : 'admin.suspend',
        recordType: 'user',
        recordId: target.id,
        changes: { is_active: { before: target.isActive, after: isActive } },
      });
      return updated;
    },
  );
  return withCreatorName(ctx, row);
}

/** Changes an admin's fields; a suspension, a demotion or a new password ends its sessions. */
export async function updateAdmin(
  ctx: AppContext,
  principal: Principal,
  actor: Actor,
  targetId: number,
  body: UpdateAdminBody,
): Promise<AdminItem> {
  const current = await repo.findAdminById(ctx.db, targetId);
  if (!current) throw adminNotFound();
  if (body.password) requireStrongPassword('password', body.password, body);
  await checkUnique(ctx, body.email, body.phone, targetId);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;

  const row = await changeAdmin(
    ctx,
    principal,
    targetId,
    (target) => {
      const role = body.role ?? target.role;
      const isActive = body.is_active ?? target.isActive;
      const suspends = target.isActive && !isActive;
      const demotes = target.role === 'super_admin' && role !== 'super_admin';
      return {
        removesSuperAdmin: isActiveSuperAdmin(target) && !isActiveSuperAdmin({ role, isActive }),
        selfRefusal: demotes
          ? { field: 'role', message: TEXTS.cannotDemoteSelf }
          : suspends
            ? { field: 'is_active', message: TEXTS.cannotSuspendSelf }
            : undefined,
      };
    },
    async (tx, target) => {
      const updated = await repo.updateAdmin(tx, target.id, {
        name: body.name,
        email: body.email,
        phone: body.phone,
        ...(body.role && { role: body.role }),
        ...(body.is_active !== undefined && { isActive: body.is_active }),
        ...(passwordHash && { passwordHash }),
      });
      if (typeof updated === 'string') throwTaken(updated);
      const reason: SessionEndReason | undefined =
        target.isActive && !updated.isActive
          ? 'suspended'
          : target.role === 'super_admin' && updated.role !== 'super_admin'
            ? 'demoted'
            : passwordHash
              ? 'password_changed'
              : undefined;
      if (reason) await endAccountSessions(tx, target.id, reason);
      const changes = diffFields(audited(target), { ...audited(updated), ...(passwordHash && { password: 'new' }) });
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, { actor, action: 'admin.update', recordType: 'user', recordId: target.id, changes });
      }
      return updated;
    },
  );
  return withCreatorName(ctx, row);
}

/**
 * Deletes an admin. Its sessions end with it; the audit trail keeps its rows and the
 * actor names copied in them; admins it created keep its id in `created_by`.
 */
export async function deleteAdmin(
  ctx: AppContext,
  principal: Principal,
  actor: Actor,
  targetId: number,
): Promise<{ message: string }> {
  await changeAdmin(
    ctx,
    principal,
    targetId,
    (target) => ({ removesSuperAdmin: isActiveSuperAdmin(target), selfRefusal: { message: TEXTS.cannotDeleteSelf } }),
    async (tx, target) => {
      await endAccountSessions(tx, target.id, 'deleted');
      // Written before the delete, while the actor's name can still be read (the actor is never the target).
      await recordAudit(tx, {
        actor,
        action: 'admin.delete',
        recordType: 'user',
        recordId: target.id,
        changes: Object.fromEntries(
          Object.entries(audited(target)).map(([field, before]) => [field, { before, after: null }]),
        ),
      });
      await repo.deleteAdmin(tx, target.id);
    },
  );
  return { message: 'Admin deleted.' };
}
