import { randomInt } from 'node:crypto';
import type { Executor } from '../../db/transaction.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { generateSecret } from '../../lib/tokens.ts';
import { countAdmins, findAccountByPhone, insertAccount } from './accounts.repository.ts';

/** The phone of the generated first super admin when ADMIN_PHONE is unset. */
export const DEFAULT_ADMIN_PHONE = '+919000000000';

export type FirstAdminSettings = {
  phone: string | undefined;
  password: string | undefined;
  name: string;
  email: string | undefined;
};

/** What a first run created, so the caller can print the credentials once. */
export type FirstAdminResult = { phone: string; generatedPassword: string | undefined } | null;

function generatePassword(): string {
  // 18 random base64url characters plus a digit: about 110 bits, easy to copy.
  return `${generateSecret(14)}${randomInt(10)}`;
}

/**
 * On a database without any admin account, creates the first super admin. The caller
 * holds the start-up lock, so concurrent starts create one.
 */
export async function ensureFirstSuperAdmin(db: Executor, settings: FirstAdminSettings): Promise<FirstAdminResult> {
  if ((await countAdmins(db)) > 0) return null;
  const phone = settings.phone ?? DEFAULT_ADMIN_PHONE;
  if (await findAccountByPhone(db, phone)) return null;
  const generatedPassword = settings.password ? undefined : generatePassword();
  await insertAccount(db, {
    name: settings.name,
    email: settings.email ?? null,
    phone,
    passwordHash: await hashPassword(settings.password ?? generatedPassword ?? ''),
    isActive: true,
    isVerified: true,
    role: 'super_admin',
  });
  return { phone, generatedPassword };
}
