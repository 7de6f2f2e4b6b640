/** Keys this app writes to Web Storage. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  theme: 'theme',
  /** "collapsed" when the admin collapsed the desktop sidebar to its rail. */
  sidebar: 'sidebar',
} as const;
