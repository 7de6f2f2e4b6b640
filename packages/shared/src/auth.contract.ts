import { z } from 'zod';
import { E164_PATTERN, LIMITS, normalisePhone } from './limits.ts';
import { TEXTS } from './texts.ts';
import { secretField, textField } from './text-field.ts';

/** A mobile number in E.164 form, e.g. +919876543210. */
export const phoneSchema = textField('Mobile number', { required: TEXTS.mobileRequired })
  .trim()
  .min(1, TEXTS.mobileRequired)
  .max(32, TEXTS.phoneInvalid)
  .transform(normalisePhone)
  .pipe(z.string().max(LIMITS.maxPhoneLength, TEXTS.phoneInvalid).regex(E164_PATTERN, TEXTS.phoneInvalid));

/** POST /auth/login/ */
export const loginRequestSchema = z.object({
  /** Mobile number with country code (E.164). */
  full_phone: textField('Mobile number', { required: TEXTS.mobileRequired })
    .trim()
    .min(1, TEXTS.mobileRequired)
    .max(32, TEXTS.phoneInvalid),
  password: secretField('Password', TEXTS.passwordRequired)
    .min(1, TEXTS.passwordRequired)
    .max(LIMITS.maxPasswordLength, TEXTS.invalidCredentials),
  /** Always true from the dashboard: an admin sign-in. */
  is_admin: z.boolean().optional().default(true),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** A short-lived access token and a rotating refresh token. */
export const tokenPairSchema = z.object({
  access: z.string(),
  refresh: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** POST /auth/token/refresh/ and POST /auth/logout/ */
export const refreshRequestSchema = z.object({
  refresh: textField('Refresh token', { required: 'Refresh token is required' })
    .min(1, 'Refresh token is required')
    .max(512),
});
export type RefreshRequest = z.input<typeof refreshRequestSchema>;

/** A plain confirmation answer. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** What the readers' OTP sign-in says, word for word. */
export const OTP_TEXTS = {
  sent: 'A 6-digit code was sent to your mobile number. It is valid for 5 minutes.',
  codeRequired: 'Code is required',
  codeInvalid: 'Enter the 6-digit code',
  codeWrong: 'The code is not correct.',
  codeExpired: 'This code has expired. Request a new code.',
  codeUnknown: 'This code is no longer valid. Request a new code.',
  tooManyWrongCodes: 'Too many wrong codes. Request a new code.',
  readerSuspended: 'This account has been deactivated.',
  adminUsesPassword: 'Administrators sign in to the dashboard with their password.',
} as const;

export const OTP_LIMITS = {
  digits: 6,
  lifetimeSeconds: 5 * 60,
  /** Wrong codes before a code is void. */
  maxTries: 5,
} as const;

/** The readers' calls name the number `phone`; `full_phone`, as the admin sign-in names it, is taken too. */
const withPhoneAlias = (body: unknown) =>
  body && typeof body === 'object' && !('phone' in body) && 'full_phone' in body
    ? { ...body, phone: (body as { full_phone: unknown }).full_phone }
    : body;

/** POST /auth/request-otp/ */
// The preprocess steps take any input; the route declares what a client sends.
export const otpRequestSchema = z.preprocess(withPhoneAlias, z.object({ phone: phoneSchema })) as unknown as z.ZodType<
  { phone: string },
  OtpRequest
>;
export type OtpRequest = { phone?: string; full_phone?: string };

/** POST /auth/verify-otp/: the code may come as `otp` or `code`. */
export const otpVerifySchema = z.preprocess(
  (body) => {
    const withPhone = withPhoneAlias(body);
    return withPhone && typeof withPhone === 'object' && !('otp' in withPhone) && 'code' in withPhone
      ? { ...withPhone, otp: (withPhone as { code: unknown }).code }
      : withPhone;
  },
  z.object({
    phone: phoneSchema,
    otp: z.preprocess(
      (value) => (typeof value === 'number' ? String(value).padStart(OTP_LIMITS.digits, '0') : value),
      z
        .string({ error: OTP_TEXTS.codeRequired })
        .trim()
        .min(1, OTP_TEXTS.codeRequired)
        .regex(/^\d{6}$/, OTP_TEXTS.codeInvalid),
    ),
  }),
) as unknown as z.ZodType<{ phone: string; otp: string }, OtpVerifyRequest>;
export type OtpVerifyRequest = { phone?: string; full_phone?: string; otp?: string; code?: string };

/** The answer of a code request: when it stops being valid. */
export const otpSentSchema = z.object({ message: z.string(), expires_in: z.number().int() });
export type OtpSent = z.infer<typeof otpSentSchema>;
