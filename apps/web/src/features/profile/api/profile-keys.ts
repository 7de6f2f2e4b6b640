// Every query key of the profile, in one place: its api files and hooks take theirs from here.
// The profile itself is the signed-in account, under accountQueryKey (lib/api/account-query.ts),
// which the session check shares.

/** The signed-in admin's latest activity (the Recent activity card). */
export const ownActivityQueryKey = ['users', 'activity', 'own'] as const;
