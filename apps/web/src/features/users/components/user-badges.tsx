import { Badge } from '../../../components/badge.tsx';

/** Active or Inactive. */
export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return <Badge tone={isActive ? 'success' : 'danger'}>{isActive ? 'Active' : 'Inactive'}</Badge>;
}

/** Verified or Unverified. */
export function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  return <Badge tone={isVerified ? 'info' : 'warning'}>{isVerified ? 'Verified' : 'Unverified'}</Badge>;
}
