import type { PasswordVerdict, PersonalDetails } from '@epaper/password-strength/password-strength';
import { LIMITS } from '@epaper/shared/limits';

export type { PasswordVerdict, PersonalDetails };

export type PasswordJudge = (password: string, personal: PersonalDetails) => PasswordVerdict;

let loading: Promise<PasswordJudge> | undefined;

/**
 * zxcvbn and its word lists, the server's own estimator: the largest thing a form loads,
 * so no screen imports it. It is fetched the first time a new password is typed or
 * checked, once for every form on the page.
 */
export function loadPasswordJudge(): Promise<PasswordJudge> {
  loading ??= import('@epaper/password-strength/password-strength').then(
    (module) => module.judgePassword,
    (error: unknown) => {
      // A failed download (offline) is tried again by the next check.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A form's check of a new admin password, after its length rule: the refusal the server
 * would answer (zxcvbn's reason), or null when the password may be sent. Null too when the
 * estimator cannot be downloaded (offline, a new deploy): the form is sent, and the server,
 * which runs the same check, answers a weak password under the field.
 */
export async function weakPasswordRefusal(password: string, personal: PersonalDetails): Promise<string | null> {
  if (password.length < LIMITS.minPasswordLength) return null;
  try {
    return (await loadPasswordJudge())(password, personal).refusal;
  } catch {
    return null;
  }
}
