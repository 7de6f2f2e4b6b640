import type {
  LoginRequest,
  MessageResponse,
  OtpRequest,
  OtpSent,
  OtpVerifyRequest,
  RefreshRequest,
  TokenPair,
} from './auth.contract.ts';
import { route } from './route.ts';

/** Sign-in, token refresh and sign-out need no access token. */
export const authRoutes = {
  login: route<{ body: LoginRequest; response: TokenPair }>('POST', '/auth/login/', 'public'),
  refresh: route<{ body: RefreshRequest; response: TokenPair }>('POST', '/auth/token/refresh/', 'public'),
  logout: route<{ body: RefreshRequest; response: MessageResponse }>('POST', '/auth/logout/', 'public'),
  /** Readers' sign-in: a code by SMS to the phone, then the code for tokens. */
  requestOtp: route<{ body: OtpRequest; response: OtpSent }>('POST', '/auth/request-otp/', 'public'),
  verifyOtp: route<{ body: OtpVerifyRequest; response: TokenPair }>('POST', '/auth/verify-otp/', 'public'),
};
