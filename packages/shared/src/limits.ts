/** Business limits shared by server validation and form validation. */
export const LIMITS = {
  /** Minimum length of a new password. */
  minPasswordLength: 8,
  /** argon2 is deliberately slow; a cap keeps a huge body from being hashed. */
  maxPasswordLength: 128,
  /**
   * The lowest zxcvbn score (0–4) an admin's new password may have: 3 is zxcvbn's "safely
   * unguessable" (about 10^10 guesses), beyond an online attack and a slow-hash offline one.
   */
  minPasswordScore: 3,
  maxNameLength: 150,
  maxEmailLength: 254,
  maxAddressLength: 500,
  /** E.164 allows at most 15 digits after the plus sign. */
  maxPhoneLength: 16,
} as const;

/** E.164: a plus sign, a country code that does not start with 0, 8 to 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

/** Removes the spaces, dashes, dots and brackets people type inside phone numbers. */
export function normalisePhone(raw: string): string {
  return raw.replace(/[\s\-().]/g, '');
}
