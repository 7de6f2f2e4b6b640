import { LIMITS } from './limits.ts';
import type { TextRule } from './text-characters.ts';

/** Texts that both the server and the dashboard show, verbatim. */
export const TEXTS = {
  mobileRequired: 'Mobile number is required',
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Current password is required to set a new password',
  newPasswordsMismatch: 'New passwords do not match',
  newPasswordTooShort: 'New password must be at least 8 characters long',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid mobile number or password',
  tooManyPasswordAttempts: 'Too many wrong current passwords.',
  currentPasswordIncorrect: 'Current password is incorrect',
  adminOnly: 'This dashboard is for administrators only',
  phoneInvalid: 'Enter the mobile number with its country code, e.g. +919876543210',
  phoneTaken: 'This mobile number is already in use',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  emailTaken: 'This email address is already in use',
  passwordTooShort: 'Password must be at least 8 characters long',
  adminRoleInvalid: 'Role must be admin or super_admin',
  cannotSuspendSelf: 'You cannot suspend your own account',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDemoteSelf: 'You cannot remove your own Super Admin role',
  lastActiveSuperAdmin: 'The last active Super Admin cannot be suspended, deleted or demoted',
} as const;

/** "Try again in 12 minutes.": when a throttled attempt may be made again. */
export function tryAgainIn(seconds: number): string {
  if (seconds <= 60) return 'Try again in a minute.';
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minutes.`;
}

/** A person's name, as every form and the contract check it. */
export const NAME_RULE: TextRule = {
  label: 'Name',
  required: TEXTS.nameRequired,
  max: LIMITS.maxNameLength,
  tooLong: `Name must be at most ${LIMITS.maxNameLength} characters long`,
};
