import type { Executor } from '../../db/transaction.ts';
import * as repo from './accounts.repository.ts';

export type Account = repo.AccountRow;
export type AccountChanges = repo.AccountChanges;

/** Other modules reach accounts only through these. */
export const findAccountByPhone = (db: Executor, phone: string) => repo.findAccountByPhone(db, phone);
export const findAccountById = (db: Executor, id: number) => repo.findAccountById(db, id);
/** Whether another account has the phone or email: one check for profile, users and admins. */
export const isPhoneTaken = (db: Executor, phone: string, exceptId?: number) => repo.isPhoneTaken(db, phone, exceptId);
export const isEmailTaken = (db: Executor, email: string, exceptId?: number) => repo.isEmailTaken(db, email, exceptId);
export const stampSignIn = (db: Executor, accountId: number) => repo.stampSignIn(db, accountId);
export const updateAccount = (db: Executor, accountId: number, changes: AccountChanges) =>
  repo.updateAccount(db, accountId, changes);
export const findOrCreateReader = (db: Executor, phone: string) => repo.findOrCreateReader(db, phone);
