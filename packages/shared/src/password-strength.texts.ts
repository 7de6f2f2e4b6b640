// What the password strength meter and the refusal of a weak password say, on both sides.
import { LIMITS } from './limits.ts';

/** The meter's words for zxcvbn's scores 0 to 4. */
export const PASSWORD_SCORE_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/** Under a new admin password: both rules the server applies. */
export const NEW_PASSWORD_HINT = `At least ${LIMITS.minPasswordLength} characters, and hard to guess: ${PASSWORD_SCORE_LABELS[LIMITS.minPasswordScore]} or better.`;

export const PASSWORD_STRENGTH_TEXTS = {
  meterName: 'Password strength',
  /** Starts the refusal; zxcvbn's warning and suggestions say why. */
  tooWeak: 'Password is too weak.',
  /** When zxcvbn names no pattern: the password is merely short of guesses. */
  easyToGuess: 'It would be easy to guess.',
} as const;
