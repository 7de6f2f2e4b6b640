import type { SubscriptionStatus } from '@epaper/shared/user-subscriptions.contract';
import { Badge } from '../../../components/badge.tsx';
import { STATUS_LABELS } from '../subscription-format.ts';

// The same colours as a reader's Subscription History in User Management.
const TONES = { active: 'success', expired: 'neutral', cancelled: 'danger' } as const;

/** Active (green), Expired (grey) or Cancelled (red); a status the screen does not know shows as sent. */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{STATUS_LABELS[status] ?? status}</Badge>;
}
