import { endpoint } from './endpoint.ts';
import { authRoutes } from './auth.routes.ts';
import {
  loginRequestSchema,
  messageResponseSchema,
  otpRequestSchema,
  otpSentSchema,
  otpVerifySchema,
  refreshRequestSchema,
  tokenPairSchema,
} from './auth.contract.ts';

/** The auth routes bound to their schemas: what the server registers, validates and documents. */
export const authEndpoints = {
  login: endpoint(authRoutes.login, { body: loginRequestSchema, response: tokenPairSchema }),
  refresh: endpoint(authRoutes.refresh, { body: refreshRequestSchema, response: tokenPairSchema }),
  logout: endpoint(authRoutes.logout, { body: refreshRequestSchema, response: messageResponseSchema }),
  requestOtp: endpoint(authRoutes.requestOtp, { body: otpRequestSchema, response: otpSentSchema }),
  verifyOtp: endpoint(authRoutes.verifyOtp, { body: otpVerifySchema, response: tokenPairSchema }),
};
