import type { AdminProfile, UpdateProfileRequest } from '@epaper/shared/profile.contract';
import { TEXTS } from '@epaper/shared/texts';
import type { Role } from '@epaper/shared/roles';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { revokeUserSessions } from '../auth/auth.repository.ts';
import { ATTEMPT_LIMITS, beginPasswordAttempt } from '../auth/attempt-throttle.ts';
import type { Principal } from '../auth/auth.service.ts';
import * as repo from './profile.repository.ts';

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findProfile>>>;

function toProfile(row: UserRow): AdminProfile {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    role: row.role as Role,
    is_admin: row.isAdmin,
    is_active: row.isActive,
    date_joined: row.dateJoined.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
  };
}

export async function getProfile(db: Db, principal: Principal): Promise<AdminProfile> {
  const row = await repo.findProfile(db, principal.userId);
  if (!row) throw notFound('Profile not found.');
  return toProfile(row);
}

/**
 * Updates name and phone, and the password when a new one is given. A password
 * change ends every other session of the account (DECISIONS §2); this one stays.
 */
export async function updateProfile(db: Db, principal: Principal, body: UpdateProfileRequest): Promise<AdminProfile> {
  const current = await repo.findProfile(db, principal.userId);
  if (!current) throw notFound('Profile not found.');
  if (await repo.isPhoneTakenByOther(db, body.phone, current.id)) throw fieldError('phone', TEXTS.phoneTaken);

  let passwordHash: string | undefined;
  if (body.new_password) {
    // The current password is a password check like sign-in, and throttled like it.
    const attempt = await beginPasswordAttempt(db, [
      { key: `account:${current.id}`, limit: ATTEMPT_LIMITS.perAccount },
    ]);
    if (!(await verifyPassword(current.passwordHash, body.current_password ?? ''))) {
      throw fieldError('current_password', TEXTS.currentPasswordIncorrect);
    }
    await attempt.succeeded();
    passwordHash = await hashPassword(body.new_password);
  }
  const updated = await repo.updateProfile(db, current.id, {
    name: body.name,
    phone: body.phone,
    ...(passwordHash && { passwordHash }),
  });
  if (updated === 'phone_taken') throw fieldError('phone', TEXTS.phoneTaken);
  if (!updated) throw notFound('Profile not found.');
  if (passwordHash) await revokeUserSessions(db, current.id, 'password_changed', principal.sessionId);
  return toProfile(updated);
}
