import { describe, expect, it } from 'vitest';
import { phoneSchema } from './auth.contract.ts';
import { updateProfileRequestSchema } from './profile.contract.ts';
import { TEXTS } from './texts.ts';

const messagesOf = (input: unknown) => {
  const result = updateProfileRequestSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('phoneSchema', () => {
  it.each(['+919876543210', '+14155550123'])('accepts %s', (phone) => {
    expect(phoneSchema.safeParse(phone).success).toBe(true);
  });
  it.each(['9876543210', '+0123456789', '+91 98765', '', '+9198765432101234'])('refuses %j', (phone) => {
    expect(phoneSchema.safeParse(phone).success).toBe(false);
  });
});

describe('updateProfileRequestSchema', () => {
  it('needs no password fields when the password is not changing', () => {
    expect(messagesOf({ name: 'Asha', phone: '+919876543210' })).toEqual({});
  });
  it('asks for the current password when a new one is given', () => {
    expect(messagesOf({ name: 'Asha', phone: '+919876543210', new_password: 'long-enough' })).toEqual({
      current_password: TEXTS.currentPasswordRequired,
    });
  });
  it('refuses a new password under 8 characters', () => {
    expect(
      messagesOf({ name: 'Asha', phone: '+919876543210', current_password: 'old', new_password: 'short' }),
    ).toEqual({ new_password: TEXTS.newPasswordTooShort });
  });
});
