import { judgePassword, type PersonalDetails } from '@epaper/password-strength/password-strength';
import { fieldError } from './http-error.ts';

/**
 * Refuses a new admin password that zxcvbn finds easy to guess (the same estimator and
 * threshold as the dashboard's meter): a 400 `validation_error` under `field`, saying why.
 * The body's own rules (length, characters) have passed already.
 */
export function requireStrongPassword(field: string, password: string, personal: PersonalDetails): void {
  const { refusal } = judgePassword(password, personal);
  if (refusal) throw fieldError(field, refusal);
}
