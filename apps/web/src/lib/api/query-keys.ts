/**
 * GET /users/profile/ is both the signed-in account (auth) and the profile screen's data.
 * Both features use this one cache entry, so saving the profile updates the header at
 * once without either feature importing the other.
 */
export const accountQueryKey = ['users', 'profile'] as const;
