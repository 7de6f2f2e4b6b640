import { E164_PATTERN } from '@epaper/shared/limits';
import { TEXTS } from '@epaper/shared/texts';

export type SignInFieldErrors = { phone?: string; password?: string };

/** Every message validateSignIn can give each field: the form keeps room for them, so none moves it. */
export const SIGN_IN_FIELD_ERRORS = {
  phone: [TEXTS.mobileRequired, TEXTS.phoneInvalid],
  password: [TEXTS.passwordRequired],
} as const satisfies Record<keyof SignInFieldErrors, readonly string[]>;

/**
 * Mobile number, then password, checked in that order before any call; `phone`
 * is already normalised (spaces and dashes removed). A number without its country code is
 * refused here with a clear message rather than guessed at (+91 is not assumed): the
 * server could only answer "Invalid mobile number or password".
 */
export function validateSignIn(phone: string, password: string): SignInFieldErrors {
  if (phone.trim() === '') return { phone: TEXTS.mobileRequired };
  if (!E164_PATTERN.test(phone)) return { phone: TEXTS.phoneInvalid };
  if (password === '') return { password: TEXTS.passwordRequired };
  return {};
}
