/** Two admin roles; end users carry the `user` role. */
export const ROLES = ['super_admin', 'admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** The label an administrator reads for each role. */
export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  user: 'Standard User',
};
