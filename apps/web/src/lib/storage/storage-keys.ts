/** Keys this app writes to Web Storage (SPEC §9). */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  theme: 'theme',
} as const;
