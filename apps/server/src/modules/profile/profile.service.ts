import type { AdminProfile, UpdateProfileBody } from '@epaper/shared/profile.contract';
import { TEXTS } from '@epaper/shared/texts';
import type { Role } from '@epaper/shared/roles';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { fieldError, notFound, rateLimited } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { requireStrongPassword } from '../../lib/strong-password.ts';
import type { Actor, Principal } from '../../lib/principal.ts';
import { findAccountById, isPhoneTaken, updateAccount, type Account } from '../accounts/accounts.service.ts';
import { profileChangeText, recordActivity } from '../activity/activity.service.ts';
import { diffFields, recordAudit } from '../audit/audit.service.ts';
import { endAccountSessions } from '../sessions/sessions.service.ts';
import { ATTEMPT_LIMITS, beginPasswordAttempt, type AttemptKey } from '../sign-in/sign-in-attempts.service.ts';

function toProfile(row: Account): AdminProfile {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    role: row.role as Role,
    is_admin: row.isAdmin,
    is_active: row.isActive,
    date_joined: row.dateJoined.toISOString(),
    // "Last Login" on one's own profile is the sign-in before this one, not the one just made.
    last_login: row.previousLogin?.toISOString() ?? null,
  };
}

/** The throttled current-password check says so in its own words, under the field. */
const tooManyPasswordAttempts = (secondsUntilRetry: number, refusedBy: AttemptKey) =>
  rateLimited(refusedBy.tooMany, secondsUntilRetry, 'current_password');

export async function getProfile(ctx: AppContext, principal: Principal): Promise<AdminProfile> {
  const row = await findAccountById(ctx.db, principal.userId);
  if (!row) throw notFound('Profile not found.');
  return toProfile(row);
}

/**
 * Updates name and phone, and the password when a new one is given. A password change
 * ends every other session of the account; this one stays. The change,
 * the sessions' end and the audit row commit together.
 */
export async function updateProfile(
  ctx: AppContext,
  principal: Principal,
  actor: Actor,
  body: UpdateProfileBody,
): Promise<AdminProfile> {
  const current = await findAccountById(ctx.db, principal.userId);
  if (!current) throw notFound('Profile not found.');
  if (await isPhoneTaken(ctx.db, body.phone, current.id)) throw fieldError('phone', TEXTS.phoneTaken);

  // The password work (argon2, slow on purpose) happens before the transaction opens:
  // never hold the database's one embedded connection across CPU work.
  let passwordHash: string | undefined;
  if (body.new_password) {
    // Before the throttled check: a weak new password is the body's fault and costs no attempt.
    requireStrongPassword('new_password', body.new_password, { ...body, email: current.email });
    const attempt = await beginPasswordAttempt(
      ctx.db,
      [{ key: `account:${current.id}`, limit: ATTEMPT_LIMITS.perAccount, tooMany: TEXTS.tooManyPasswordAttempts }],
      tooManyPasswordAttempts,
    );
    if (!(await verifyPassword(current.passwordHash, body.current_password ?? ''))) {
      throw fieldError('current_password', TEXTS.currentPasswordIncorrect);
    }
    await attempt.succeeded({ clearKey: `account:${current.id}` });
    passwordHash = await hashPassword(body.new_password);
  }

  const updated = await withTransaction(ctx.db, async (tx) => {
    const row = await updateAccount(tx, current.id, {
      name: body.name,
      phone: body.phone,
      ...(passwordHash && { passwordHash }),
    });
    if (row === 'phone_taken') throw fieldError('phone', TEXTS.phoneTaken);
    if (!row) throw notFound('Profile not found.');
    if (passwordHash) await endAccountSessions(tx, current.id, 'password_changed', principal.sessionId);
    const changes = diffFields(
      { name: current.name, phone: current.phone },
      { name: row.name, phone: row.phone, ...(passwordHash && { password: 'new' }) },
    );
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actor,
        action: 'profile.update',
        recordType: 'user',
        recordId: current.id,
        changes,
      });
      // The admin's own change, from the admin's own address: a Profile line of their log.
      await recordActivity(tx, {
        userId: current.id,
        type: 'profile',
        description: profileChangeText(Object.keys(changes)),
        ip: actor.ip,
      });
    }
    return row;
  });
  return toProfile(updated);
}
