import type { Role } from '@epaper/shared/roles';
import type { User } from '@epaper/shared/users.contract';
import type { UserRow } from './users.repository.ts';

/** An account as the API answers it (the contract's user fields). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    is_active: row.isActive,
    is_verified: row.isVerified,
    is_admin: row.isAdmin,
    role: row.role as Role,
    profile_image: row.profileImage,
    date_joined: row.dateJoined.toISOString(),
    created_at: row.dateJoined.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
  };
}
