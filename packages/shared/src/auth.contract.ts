import { z } from 'zod';
import { E164_PATTERN, LIMITS, normalisePhone } from './limits.ts';
import { TEXTS } from './texts.ts';
import { endpoint } from './endpoint.ts';
import { secretField, textField } from './text-field.ts';
import { authRoutes } from './auth.routes.ts';

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

export const authEndpoints = {
  login: endpoint(authRoutes.login, { body: loginRequestSchema, response: tokenPairSchema }),
  refresh: endpoint(authRoutes.refresh, { body: refreshRequestSchema, response: tokenPairSchema }),
  logout: endpoint(authRoutes.logout, { body: refreshRequestSchema, response: messageResponseSchema }),
};
