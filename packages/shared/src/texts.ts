/** Texts quoted by SPEC that both the server and the dashboard show, verbatim. */
export const TEXTS = {
  mobileRequired: 'Mobile number is required',
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Current password is required to set a new password',
  newPasswordsMismatch: 'New passwords do not match',
  newPasswordTooShort: 'New password must be at least 8 characters long',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid mobile number or password',
  tooManySignInAttempts: 'Too many sign-in attempts. Please try again later.',
  currentPasswordIncorrect: 'Current password is incorrect',
  adminOnly: 'This dashboard is for administrators only',
  phoneInvalid: 'Enter the mobile number with its country code, e.g. +919876543210',
  phoneTaken: 'This mobile number is already in use',
  nameRequired: 'Name is required',
} as const;
